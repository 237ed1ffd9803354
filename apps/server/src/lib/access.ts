import { MSG, type UserType } from '@sahaj/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors';
import { bearerToken } from './http';
import type { Principal } from './tokens';

/**
 * Who may call a route, declared on every route as `config: { access }`:
 * - 'public': anyone; the hook reads no token (a route may still check a ticket or signed link itself);
 * - 'signedIn': any valid session, whatever the account kind;
 * - a list of stored user types ('patient' | 'doctor' | 'company' | 'admin'): a session of one of them.
 */
export type Access = 'public' | 'signedIn' | readonly UserType[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; checked onRequest, before the body is read. Required on every API route. */
    access?: Access;
    /** The 401 text for this route when the caller has no valid session (default 'Please Login to continue'). */
    unauthorizedMessage?: string;
  }
  interface FastifyInstance {
    /** Every route registered, with its declaration, for the authorization matrix and fuzz suites. */
    accessTable: AccessEntry[];
  }
}

export interface AccessEntry {
  method: string;
  url: string;
  access: Access | undefined;
}

/** Routes under this prefix must declare access; one without a declaration answers 403 to everyone. */
const DECLARED_PREFIX = '/api/v1/';

/**
 * Registers the one access check of the app. Call before any route is registered (it records
 * routes through onRoute). Runs onRequest, so a caller who may not call a route never learns its
 * validation messages and never has a body or upload parsed.
 */
export function registerAccess(app: FastifyInstance, verify: (token: string) => Promise<Principal>): void {
  const table: AccessEntry[] = [];
  app.decorate('accessTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = (route.config as { access?: Access } | undefined)?.access;
    for (const method of methods) table.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (req: FastifyRequest) => {
    const url = req.routeOptions.url;
    if (url === undefined) return; // no route matched: the not-found handler answers
    const { access, unauthorizedMessage } = req.routeOptions.config;
    if (access === undefined) {
      if (!url.startsWith(DECLARED_PREFIX) || req.method === 'OPTIONS') return;
      // Deny by default: a route someone forgot to declare is closed, and the matrix suite names it.
      req.log.error({ route: url, method: req.method }, 'route has no access declaration');
      throw forbidden(MSG.forbidden, 'ACCESS_UNDECLARED');
    }
    if (access === 'public') return;
    const token = bearerToken(req);
    if (!token) throw unauthorized(unauthorizedMessage ?? MSG.unauthorized, 'TOKEN_MISSING');
    let principal: Principal;
    try {
      principal = await verify(token);
    } catch (err) {
      if (unauthorizedMessage && (err as { httpStatus?: number }).httpStatus === 401) {
        throw unauthorized(unauthorizedMessage, 'TOKEN_INVALID');
      }
      throw err;
    }
    if (access !== 'signedIn' && !access.includes(principal.userType)) throw forbidden(MSG.forbidden);
    req.principal = principal;
  });
}
