/**
 * An invite link opened before signing in: kept in this browser so that, once the person has signed
 * up or logged in as a patient, the shell can bring them back to accept it.
 */
const KEY = 'companyInviteToken';

export function rememberInvite(token: string): void {
  try {
    localStorage.setItem(KEY, token);
  } catch {
    // storage blocked: the link in the e-mail still works
  }
}

export function pendingInvite(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetInvite(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
