import { randomInt } from 'node:crypto';
import type { UserType } from '@sahaj/contract';
import type { FastifyInstance } from 'fastify';
import { type UserStatus, users } from '../db/schema/index';

let counter = 0;

/** A valid, unused Indian mobile number in E.164. */
export function testPhone(): string {
  counter += 1;
  return `+917${String(randomInt(0, 99_999_999)).padStart(8, '0')}${counter % 10}`;
}

/**
 * Inserts a user straight into the database and signs a session token for it, for tests of
 * features that sit behind sign-in. (Sign-up itself is tested through its API.)
 */
export async function createUserWithToken(
  app: FastifyInstance,
  opts: {
    userType: UserType;
    status?: UserStatus;
    page?: number;
    phone?: string | null;
    email?: string | null;
    password?: string;
    firstName?: string;
    lastName?: string;
  },
): Promise<{ id: string; token: string; phone: string | null; email: string | null }> {
  const phone =
    opts.phone === undefined
      ? opts.userType === 'company' || opts.userType === 'admin'
        ? null
        : testPhone()
      : opts.phone;
  const email = opts.email === undefined ? `user${Date.now()}${randomInt(0, 1e6)}@example.com` : opts.email;
  const [row] = await app.ctx.db
    .insert(users)
    .values({
      userType: opts.userType,
      status: opts.status ?? 'active',
      page: opts.page ?? 0,
      phone,
      email: email?.toLowerCase() ?? null,
      passwordHash: opts.password ? await app.ctx.passwords.hash(opts.password) : null,
      firstName: opts.firstName ?? 'Test',
      lastName: opts.lastName ?? 'User',
      name: `${opts.firstName ?? 'Test'} ${opts.lastName ?? 'User'}`,
      phoneVerifiedAt: phone ? new Date() : null,
    })
    .returning({ id: users.id });
  const { token } = await app.ctx.tokens.issue({ id: row!.id, userType: opts.userType }, { ttlSeconds: 3600 });
  return { id: row!.id, token, phone, email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
