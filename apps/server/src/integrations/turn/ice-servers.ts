import { createHmac } from 'node:crypto';
import type { IceServer } from '@sahaj/contract';

export interface IceSettings {
  stunUrls: string[];
  turnUrls: string[];
  turnSecret?: string;
  ttlSeconds: number;
}

/**
 * TURN REST credentials (draft-uberti-behave-turn-rest, coturn `use-auth-secret`): the username is
 * `expiry:userId` (expiry in Unix seconds) and the credential is base64(HMAC-SHA1(secret, username)).
 * coturn recomputes the HMAC with its `static-auth-secret` and refuses the username once the expiry passes.
 */
export function turnCredentials(secret: string, userId: string, expiresAt: Date) {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/**
 * The ICE servers for one person's join: STUN as configured, TURN with credentials valid until
 * `expiresAt`. No TURN without a secret (a TURN URL alone would only fail authentication).
 */
export function iceServersFor(settings: IceSettings, userId: string, expiresAt: Date): IceServer[] {
  const out: IceServer[] = [];
  if (settings.stunUrls.length) out.push({ urls: settings.stunUrls });
  if (settings.turnUrls.length && settings.turnSecret) {
    out.push({ urls: settings.turnUrls, ...turnCredentials(settings.turnSecret, userId, expiresAt) });
  }
  return out;
}
