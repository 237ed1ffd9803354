import type { UserType } from '@sahaj/contract';
import type { FastifyInstance } from 'fastify';
import type { Access, AccessEntry } from '../../lib/access';
import { createUserWithToken } from '../test-users';

/** Everyone a route can be called as: nobody, or a real user of each stored type. */
export const ROLES = ['patient', 'doctor', 'company', 'admin'] as const satisfies readonly UserType[];
export type Caller = 'nobody' | (typeof ROLES)[number];
export const CALLERS: readonly Caller[] = ['nobody', ...ROLES];

export interface RoleUser {
  id: string;
  userType: UserType;
}

/** One active user per role (with a password, so routes that change it find one). */
export async function createRoleUsers(
  app: FastifyInstance,
  label = 'a',
): Promise<Record<Caller, RoleUser | undefined>> {
  const out: Record<Caller, RoleUser | undefined> = {
    nobody: undefined,
    patient: undefined,
    doctor: undefined,
    company: undefined,
    admin: undefined,
  };
  for (const role of ROLES) {
    const user = await createUserWithToken(app, {
      userType: role,
      password: 'Secret123',
      firstName: `Role${label}`,
      lastName: role,
      // Therapists and patients start their wizards; the others are ready to work.
      status: role === 'doctor' ? 'pending' : 'active',
    });
    out[role] = { id: user.id, userType: role };
  }
  return out;
}

/**
 * A fresh session for a user: each request gets its own, so a logout or password change that a
 * request triggers never changes what the next request is sent as.
 */
export async function sessionHeaders(
  app: FastifyInstance,
  user: RoleUser | undefined,
): Promise<Record<string, string>> {
  if (!user) return {};
  const { token } = await app.ctx.tokens.issue({ id: user.id, userType: user.userType }, { ttlSeconds: 600 });
  return { authorization: `Bearer ${token}` };
}

/** Whether a declaration lets a caller through the access hook. */
export function admits(access: Access, caller: Caller): boolean {
  if (access === 'public') return true;
  if (caller === 'nobody') return false;
  return access === 'signedIn' || access.includes(caller);
}

/** The API's routes as the app registered them (HEAD mirrors GET and is left out). */
export function apiRoutes(app: FastifyInstance): AccessEntry[] {
  return app.accessTable.filter((r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
}

/** Fills :params of a route path. */
export const fillPath = (url: string, value: string) => url.replace(/:[A-Za-z0-9_]+/g, value);
