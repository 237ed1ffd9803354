import { MSG } from '@sahaj/contract';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors';
import type { Principal } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

/** Wraps a success payload in the envelope. */
export const ok = <T>(data: T) => ({ status: true as const, data });

/** The caller of a route declared 'signedIn' or for user types (set by the access hook in lib/access.ts). */
export function principalOf(req: FastifyRequest): Principal {
  if (!req.principal) throw unauthorized(MSG.unauthorized);
  return req.principal;
}

/** Reads the bearer token (or a token the spec lets a page pass in the address). */
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  return undefined;
}
