import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge, Payload } from 'altcha-lib/types';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchaSolutions } from '../../db/schema/index';
import type { CaptchaVerifier } from './captcha';

export interface AltchaOptions {
  hmacKey: string;
  /** Hash rounds per try; the solver tries up to `maxCounter` counters (a fraction of a second in a browser by default). */
  cost?: number;
  maxCounter?: number;
  ttlSeconds?: number;
}

/**
 * ALTCHA v2 proof of work: the server signs a challenge; the browser widget finds the counter and
 * sends back a base64 payload { challenge, solution }. A solved challenge is accepted once: its
 * nonce is recorded until it expires.
 */
export class AltchaCaptcha implements CaptchaVerifier {
  readonly kind = 'altcha' as const;

  constructor(
    private readonly db: Db,
    private readonly opts: AltchaOptions,
  ) {}

  /** A second secret, derived from the first, signs the derived keys (ALTCHA's deterministic mode). */
  private keySignatureSecret(): string {
    return createHmac('sha256', this.opts.hmacKey).update('derived-secret').digest('hex');
  }

  async challenge(): Promise<Challenge> {
    const max = this.opts.maxCounter ?? 10_000;
    return createChallenge({
      algorithm: 'SHA-256',
      cost: this.opts.cost ?? 20,
      counter: randomInt(Math.floor(max / 2), max),
      deriveKey,
      expiresAt: new Date(Date.now() + (this.opts.ttlSeconds ?? 600) * 1000),
      hmacSignatureSecret: this.opts.hmacKey,
      hmacKeySignatureSecret: this.keySignatureSecret(),
    });
  }

  async verify(token: string): Promise<boolean> {
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    } catch {
      return false;
    }
    if (!payload?.challenge?.parameters || !payload.solution) return false;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.opts.hmacKey,
      hmacKeySignatureSecret: this.keySignatureSecret(),
    }).catch(() => ({ verified: false }));
    if (!result.verified) return false;
    // Single use: the first to record the nonce wins.
    const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? Date.now() / 1000 + 600) * 1000);
    await this.db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, new Date()));
    const inserted = await this.db
      .insert(captchaSolutions)
      .values({ signature: payload.challenge.parameters.nonce, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: captchaSolutions.signature });
    return inserted.length === 1;
  }
}
