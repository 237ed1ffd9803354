import { MSG, toE164 } from '@sahaj/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooMany } from '../../lib/errors';

/**
 * Limits on calls that send a code, on top of the per-code resend wait: per client IP and per
 * destination (phone or e-mail), across every code-sending route. Counters live in Redis when it
 * is configured (shared by all nodes), else in memory.
 */
export const SEND_LIMITS = {
  perIp: { max: 50, timeWindow: 15 * 60 * 1000 },
  perTarget: { max: 6, timeWindow: 15 * 60 * 1000 },
};

/** Calls that check a secret (password, code, reset token): per client IP, against guessing across accounts. */
export const GUESS_LIMIT = { max: 100, timeWindow: 15 * 60 * 1000 };

/**
 * Where a code-sending body may send to: each phone (as E.164) and e-mail address it names, in any
 * of the routes' shapes (phoneNumber, verificationContact, email, phone as text, or the sign-up
 * form's phone: { countryCode, phoneNumber }). A sign-up names both; each address is counted.
 */
function targetsOf(req: FastifyRequest): string[] {
  const b = (req.body ?? {}) as Record<string, unknown>;
  const phone = b.phone && typeof b.phone === 'object' ? (b.phone as Record<string, unknown>) : undefined;
  const raws = [b.phoneNumber, b.verificationContact, b.email, b.phone, phone?.phoneNumber].filter(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  const targets = raws.map((raw) => (raw.includes('@') ? raw.trim().toLowerCase() : (toE164(raw) ?? raw.trim())));
  return [...new Set(targets)];
}

/**
 * The destination of a call that names none: a signed-in call (e.g. the deletion code, sent to the
 * account's own address) is counted per account, so one client cannot use up another account's
 * sends from the same IP (issue 20 #12); only a public call without an address falls back to its IP.
 */
const ownAddressKey = (req: FastifyRequest) => (req.principal ? `account:${req.principal.userId}` : `ip:${req.ip}`);

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A preHandler that applies both limits; the 429 carries data.retryAfterSeconds. Outside
 * production the per-IP limit skips loopback: the browser journeys of every feature run from
 * 127.0.0.1 against one server. The per-destination limit always applies.
 */
export function sendLimits(app: FastifyInstance, opts: { isProduction: boolean }) {
  // One limiter per app, whichever feature asks: the in-memory store is per limiter, and the
  // per-destination count must be one count across every code-sending route.
  const shared = sharedSendLimits.get(app.ctx);
  if (shared) return shared;
  const byIp = app.createRateLimit({ ...SEND_LIMITS.perIp, keyGenerator: (req) => `send-code:ip:${req.ip}` });
  // The key is set per call (createRateLimit passes the request to keyGenerator; one request may name two addresses).
  const target = new WeakMap<FastifyRequest, string>();
  const byTarget = app.createRateLimit({
    ...SEND_LIMITS.perTarget,
    keyGenerator: (req) => `send-code:to:${target.get(req) ?? ownAddressKey(req)}`,
  });
  const check = async (limit: typeof byIp, req: FastifyRequest) => {
    const result = await limit(req);
    if (!result.isAllowed && result.isExceeded) {
      throw tooMany(MSG.tooManyRequests, { retryAfterSeconds: Math.max(1, Math.ceil(result.ttl / 1000)) });
    }
  };
  const limiter = async (req: FastifyRequest) => {
    if (opts.isProduction || !LOOPBACK.has(req.ip)) await check(byIp, req);
    const targets = targetsOf(req);
    if (!targets.length) return check(byTarget, req);
    for (const t of targets) {
      target.set(req, t);
      await check(byTarget, req);
    }
  };
  sharedSendLimits.set(app.ctx, limiter);
  return limiter;
}

const sharedSendLimits = new WeakMap<object, (req: FastifyRequest) => Promise<void>>();

/** A preHandler limiting secret-checking calls per client IP (loopback exempt outside production). */
export function guessLimit(app: FastifyInstance, opts: { isProduction: boolean }) {
  const byIp = app.createRateLimit({ ...GUESS_LIMIT, keyGenerator: (req) => `guess:ip:${req.ip}` });
  return async (req: FastifyRequest) => {
    if (!opts.isProduction && LOOPBACK.has(req.ip)) return;
    const result = await byIp(req);
    if (!result.isAllowed && result.isExceeded) {
      throw tooMany(MSG.tooManyRequests, { retryAfterSeconds: Math.max(1, Math.ceil(result.ttl / 1000)) });
    }
  };
}
