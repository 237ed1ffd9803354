import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Development delivery of SMS, WhatsApp and e-mail (ARCHITECTURE §4, "the outbox"). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<'sms' | 'whatsapp' | 'email'>().notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The order messages were stored in. created_at is the transaction's start and, on the embedded
    // database, two sends in the same millisecond share it; the random id then ordered them by chance.
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    check('outbox_channel_check', sql`${t.channel} in ('sms', 'whatsapp', 'email')`),
    index('outbox_to_seq_idx').on(t.to, t.seq),
  ],
);

/** Who did what to which record, and when: approvals, health-data reads, admin actions. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_entity_idx').on(t.entity, t.entityId)],
);

/** In-app notifications (bell popover); also pushed over the socket when the user is online. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    msg: text('msg').notNull(),
    logo: text('logo'),
    /** What produced it: 'booking' | 'payment' | 'reminder' | 'message' | 'approval' | 'call' | 'account' | 'medication'. */
    kind: text('kind').notNull().default('account'),
    /** Where the entry leads in the web app (e.g. the appointments page), when anywhere. */
    link: text('link'),
    read: boolean('read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    // The bell's unread count.
    index('notifications_unread_idx').on(t.userId).where(sql`${t.read} = false`),
    check(
      'notifications_kind_check',
      sql.raw(`kind in ('booking', 'payment', 'reminder', 'message', 'approval', 'call', 'account', 'medication')`),
    ),
  ],
);
