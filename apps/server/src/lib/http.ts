import { MSG, type UserType } from '@sahaj/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';
import type { Principal } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

/** Wraps a success payload in the envelope. */
export const ok = <T>(data: T) => ({ status: true as const, data });

/** The caller, after `requireUser` has run. */
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

/**
 * preHandler: a valid session token is required, and when `types` are given the caller must be
 * one of them (403 otherwise). Use as `{ preHandler: requireUser(app, 'doctor') }`.
 */
export function requireUser(
  verify: (token: string) => Promise<Principal>,
  ...types: UserType[]
): (req: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (req) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized(MSG.unauthorized, 'TOKEN_MISSING');
    const principal = await verify(token);
    if (types.length && !types.includes(principal.userType)) throw forbidden(MSG.forbidden);
    req.principal = principal;
  };
}
