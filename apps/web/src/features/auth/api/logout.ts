import { AUTH_MSG, type MessageData } from '@sahaj/contract';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/** PATCH public/company/logout: ends the server session (every account kind, the admin's too). */
export const logout = () => api<MessageData>('/public/company/logout', { method: 'PATCH' });

/**
 * Logs out everywhere it matters: the server session (so the token stops working) and this
 * browser's session. The local session is forgotten even when the server call fails (an expired
 * token cannot be logged out twice). Returns the message to show.
 */
export async function endSession(): Promise<string> {
  try {
    const r = await logout();
    return r.message || AUTH_MSG.logoutSuccess;
  } catch {
    return AUTH_MSG.logoutSuccess;
  } finally {
    clearSession();
  }
}
