import { addMinutes } from '@sahaj/contract';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { BaseContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { messageDeliveries } from '../../db/schema/index';

/** SMS is needed only for SMS messages (reminders); e-mail-only callers may leave it out. */
export type DeliveryCtx = Pick<BaseContext, 'db' | 'mail' | 'log'> & Partial<Pick<BaseContext, 'sms'>>;
type Ctx = DeliveryCtx;

export type DeliveryRow = typeof messageDeliveries.$inferSelect;

export interface DeliveryInput {
  userId: string | null;
  channel: 'email' | 'sms';
  to: string;
  subject?: string | null;
  body: string;
  attachments?: { filename: string; content: string; contentType?: string }[] | null;
  /** Enqueuing twice with one key stores one message (e.g. `reminder:<id>:email`). */
  dedupeKey?: string | null;
}

/** After this many failed attempts a message is marked 'failed' and kept (with its last error). */
export const MAX_DELIVERY_ATTEMPTS = 6;
/** A 'sending' row older than this is taken to belong to a node that died mid-send. */
const STUCK_SENDING_MINUTES = 5;

/** Minutes to wait after the n-th failed attempt: 1, 2, 4, 8, 16 … */
export const backoffMinutes = (attempts: number) => 2 ** Math.max(0, attempts - 1);

/** Writes one message to send (inside the caller's transaction); null when its dedupeKey was used. */
export async function enqueueDelivery(
  tx: DbOrTx,
  input: DeliveryInput,
  clock: () => Date = () => new Date(),
): Promise<string | null> {
  const [row] = await tx
    .insert(messageDeliveries)
    .values({
      userId: input.userId,
      channel: input.channel,
      to: input.to,
      subject: input.subject ?? null,
      body: input.body,
      attachments: input.attachments ?? null,
      dedupeKey: input.dedupeKey ?? null,
      nextAttemptAt: clock(),
    })
    .onConflictDoNothing()
    .returning({ id: messageDeliveries.id });
  return row?.id ?? null;
}

/**
 * Outbound e-mail and SMS of notifications and reminders. A message is written first (in the
 * caller's transaction when it has one), then sent; a failed send is recorded and retried with
 * backoff by the `notifications.deliveries` job, which every node may run: each row is claimed with
 * a conditional UPDATE … RETURNING (FOR UPDATE SKIP LOCKED) so one node sends it.
 */
export function deliveries(ctx: Ctx, clock: () => Date = () => new Date()) {
  const enqueue = (tx: DbOrTx, input: DeliveryInput) => enqueueDelivery(tx, input, clock);

  async function sendOne(row: DeliveryRow): Promise<void> {
    try {
      if (row.channel === 'email') {
        await ctx.mail.send({
          to: row.to,
          subject: row.subject ?? 'Sahaj',
          text: row.body,
          attachments: row.attachments?.map((a) => ({
            ...a,
            contentType: a.contentType ?? 'application/octet-stream',
          })),
        });
      } else {
        if (!ctx.sms) throw new Error('no SMS sender here');
        await ctx.sms.send({ to: row.to, channel: 'sms', body: row.body });
      }
      await ctx.db
        .update(messageDeliveries)
        .set({ status: 'sent', sentAt: clock(), lastError: null })
        .where(eq(messageDeliveries.id, row.id));
    } catch (err) {
      const failed = row.attempts >= MAX_DELIVERY_ATTEMPTS;
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      await ctx.db
        .update(messageDeliveries)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError,
          nextAttemptAt: addMinutes(clock(), backoffMinutes(row.attempts)),
        })
        .where(eq(messageDeliveries.id, row.id));
      if (failed) ctx.log.error({ err, deliveryId: row.id, channel: row.channel }, 'message gave up after retries');
      else ctx.log.warn({ err, deliveryId: row.id, attempts: row.attempts }, 'message send failed; will retry');
    }
  }

  /** Claims due rows (these ids only, when given) for this node: pending → sending, attempts + 1. */
  async function claim(ids?: string[], limit = 50): Promise<DeliveryRow[]> {
    const now = clock();
    const due = ctx.db
      .select({ id: messageDeliveries.id })
      .from(messageDeliveries)
      .where(
        and(
          eq(messageDeliveries.status, 'pending'),
          lte(messageDeliveries.nextAttemptAt, now),
          ids ? inArray(messageDeliveries.id, ids) : undefined,
        ),
      )
      .orderBy(asc(messageDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return ctx.db
      .update(messageDeliveries)
      .set({ status: 'sending', claimedAt: now, attempts: sql`${messageDeliveries.attempts} + 1` })
      .where(and(inArray(messageDeliveries.id, due), eq(messageDeliveries.status, 'pending')))
      .returning();
  }

  return {
    enqueue,
    /** Sends these just-enqueued messages now (after the enqueuing transaction committed). */
    async sendNow(ids: (string | null)[]): Promise<void> {
      const wanted = ids.filter((id): id is string => !!id);
      if (wanted.length === 0) return;
      const rows = await claim(wanted, wanted.length);
      await Promise.all(rows.map(sendOne));
    },
    /** The job: frees rows stuck in 'sending', then sends what is due. Returns how many were tried. */
    async retryDue(limit = 50): Promise<number> {
      await ctx.db
        .update(messageDeliveries)
        .set({ status: 'pending' })
        .where(
          and(
            eq(messageDeliveries.status, 'sending'),
            lte(messageDeliveries.claimedAt, addMinutes(clock(), -STUCK_SENDING_MINUTES)),
          ),
        );
      const rows = await claim(undefined, limit);
      for (const row of rows) await sendOne(row);
      return rows.length;
    },
  };
}
export type Deliveries = ReturnType<typeof deliveries>;
