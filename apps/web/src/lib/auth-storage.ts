import { STORAGE_KEYS } from '@sahaj/contract';

/** The signed-in user's token and the values the spec keeps in local storage. */
export const authStorage = {
  token: () => localStorage.getItem(STORAGE_KEYS.authToken),
  setToken: (token: string) => localStorage.setItem(STORAGE_KEYS.authToken, token),
  userType: () => localStorage.getItem(STORAGE_KEYS.userType),
  clear() {
    for (const key of [
      STORAGE_KEYS.authToken,
      STORAGE_KEYS.accountStatus,
      STORAGE_KEYS.pageInfo,
      STORAGE_KEYS.oauthData,
      STORAGE_KEYS.userType,
      STORAGE_KEYS.user,
    ]) {
      localStorage.removeItem(key);
    }
  },
};

/** Reads `exp` (seconds) from a JWT without verifying it: the server verifies; the page only needs to know when to stop. */
export function tokenExpiry(token: string | null | undefined): number | undefined {
  if (!token) return undefined;
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const json = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json.exp === 'number' ? json.exp : undefined;
  } catch {
    return undefined;
  }
}

/** A token that is present, readable and not past its `exp`. */
export function isTokenUsable(token: string | null | undefined, nowMs = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp !== undefined && exp * 1000 > nowMs;
}
