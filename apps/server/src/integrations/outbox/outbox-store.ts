import type { OutboxChannel } from '@sahaj/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';

export interface OutboxLogger {
  info(obj: object, msg: string): void;
}

/** Development delivery: messages are stored, logged, and read back by /dev/outbox. */
export class OutboxStore {
  constructor(
    private readonly db: Db,
    private readonly log: OutboxLogger,
  ) {}

  async put(m: { channel: OutboxChannel; to: string; subject?: string; body: string }) {
    const [row] = await this.db
      .insert(outboxMessages)
      .values({ channel: m.channel, to: m.to, subject: m.subject ?? null, body: m.body })
      .returning();
    this.log.info(
      { outbox: { channel: m.channel, to: m.to, subject: m.subject } },
      `[outbox] ${m.channel} to ${m.to}: ${m.body}`,
    );
    return row!;
  }

  async list(opts: { to?: string; limit: number }) {
    const where: SQL[] = [];
    if (opts.to) where.push(eq(outboxMessages.to, opts.to));
    // Newest first, in the order they were stored (seq), not by a clock that can tie.
    return this.db
      .select()
      .from(outboxMessages)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(outboxMessages.seq))
      .limit(opts.limit);
  }
}
