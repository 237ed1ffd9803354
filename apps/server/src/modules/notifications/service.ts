import {
  APPOINTMENTS_LINK,
  displayName,
  MSG,
  type NotificationItem,
  type NotificationKind,
  type NotificationList,
  type NotificationSettingsData,
  SERVER_EVENTS,
  type UserType,
} from '@sahaj/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { BaseContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { appointments, notificationSettings, notifications, users } from '../../db/schema/index';
import { forbidden, notFound } from '../../lib/errors';
import { type DeliveryCtx, deliveries, enqueueDelivery } from './deliveries';

type Ctx = Pick<BaseContext, 'db' | 'mail' | 'sms' | 'log' | 'realtime'>;

export interface NotificationEmail {
  subject?: string;
  /** Plain text; default: 'Dear <name>,\n\n<msg>\n\nTeam Sahaj'. */
  text?: string;
  attachments?: { filename: string; content: string; contentType?: string }[];
}

export interface NotificationInput {
  userId: string;
  title: string;
  msg: string;
  kind: NotificationKind;
  /** Where the entry leads in the web app, e.g. APPOINTMENTS_LINK. */
  link?: string | null;
  logo?: string | null;
  /**
   * The e-mail copy: true or omitted = the notification as an e-mail (for every kind except
   * 'message' and 'call', which are in-app only unless asked); false = none; an object shapes it.
   * Sent only while the person's e-mail switch is on and they have an e-mail address.
   */
  email?: boolean | NotificationEmail;
  /** Makes the e-mail once-only (e.g. `reminder:<id>`), so a retried caller does not send it twice. */
  dedupeKey?: string;
}

/** What a caller does after its transaction committed: push live, then send the e-mail. */
export type Deliver = () => Promise<void>;

export type Switches = NotificationSettingsData;
export const DEFAULT_SWITCHES: Switches = {
  push: true,
  email: true,
  sessionReminders: true,
  medicationReminders: true,
  allOff: false,
};

type NotificationRow = typeof notifications.$inferSelect;

export const toItem = (n: NotificationRow): NotificationItem => ({
  _id: n.id,
  title: n.title,
  msg: n.msg,
  logo: n.logo,
  read: n.read,
  notificationSendDate: n.createdAt.toISOString(),
  kind: n.kind as NotificationKind,
  link: n.link,
});

/** A person's switches (defaults when they never changed one). */
export async function switchesOf(db: DbOrTx, userId: string): Promise<Switches> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  if (!row) return { ...DEFAULT_SWITCHES };
  return {
    push: row.push,
    email: row.email,
    sessionReminders: row.sessionReminders,
    medicationReminders: row.medicationReminders,
    allOff: row.allRemindersOff,
  };
}

export interface StoredNotification {
  person: { id: string; userType: UserType; email: string | null; name: string | null } | null;
  switches: Switches;
  /** The stored row; none while the person's notification switch is off. */
  row: NotificationRow | null;
  /** The queued e-mail, when one was wanted and allowed. */
  deliveryId: string | null;
}

/**
 * The database half of a notification, inside the caller's transaction: the row (when the
 * person's notification switch is on) and the queued e-mail (when their e-mail switch is on).
 */
export async function storeNotification(
  tx: DbOrTx,
  input: NotificationInput,
  clock: () => Date = () => new Date(),
): Promise<StoredNotification> {
  const [person] = await tx
    .select({ id: users.id, userType: users.userType, email: users.email, name: users.name, status: users.status })
    .from(users)
    .where(eq(users.id, input.userId));
  const switches = await switchesOf(tx, input.userId);
  if (!person || person.status === 'deleted') return { person: null, switches, row: null, deliveryId: null };

  let row: NotificationRow | null = null;
  if (switches.push) {
    [row = null] = await tx
      .insert(notifications)
      .values({
        userId: input.userId,
        title: input.title,
        msg: input.msg,
        kind: input.kind,
        link: input.link ?? null,
        logo: input.logo ?? null,
      })
      .returning();
  }

  const wantsEmail = input.email ?? !(input.kind === 'message' || input.kind === 'call');
  let deliveryId: string | null = null;
  if (wantsEmail && switches.email && person.email) {
    const shape = typeof wantsEmail === 'object' ? wantsEmail : {};
    const greeting = person.name ? `Dear ${person.name},\n\n` : '';
    deliveryId = await enqueueDelivery(
      tx,
      {
        userId: person.id,
        channel: 'email',
        to: person.email,
        subject: shape.subject ?? `Sahaj: ${input.title}`,
        body: shape.text ?? `${greeting}${input.msg}\n\nTeam Sahaj`,
        attachments: shape.attachments ?? null,
        dedupeKey: input.dedupeKey ? `${input.dedupeKey}:email` : null,
      },
      clock,
    );
  }
  return { person: { ...person, userType: person.userType as UserType }, switches, row, deliveryId };
}

/** After commit: the live `notification` event, then the e-mail (a failure is recorded and retried). */
export async function deliverNotification(
  ctx: DeliveryCtx & Pick<BaseContext, 'realtime'>,
  stored: StoredNotification,
  clock: () => Date = () => new Date(),
): Promise<void> {
  const { person, row, deliveryId } = stored;
  if (!person) return;
  if (row) ctx.realtime.emitToUser(person.userType, person.id, SERVER_EVENTS.notification, toItem(row));
  await deliveries(ctx, clock)
    .sendNow([deliveryId])
    .catch((err: unknown) => ctx.log.error({ err, userId: person.id }, 'notification e-mail not sent yet'));
}

/**
 * Every in-app notification and its e-mail go through here, so the person's switches are honoured
 * in one place: `push` off → nothing stored or pushed; `email` off → no e-mail.
 *
 *   await ctx.services.notifications.send({ userId, title: 'Payment Status', msg, kind: 'payment', link: APPOINTMENTS_LINK })
 *   const deliver = await ctx.services.notifications.store(tx, input)   // inside your transaction
 *   …commit…; await deliver()
 */
export function notificationsService(ctx: Ctx, opts: { now?: () => Date } = {}) {
  const clock = opts.now ?? (() => new Date());
  const outbound = deliveries(ctx, clock);

  async function store(tx: DbOrTx, input: NotificationInput): Promise<Deliver> {
    const stored = await storeNotification(tx, input, clock);
    return () => deliverNotification(ctx, stored, clock);
  }

  async function settingsRow(userId: string, patch: Partial<typeof notificationSettings.$inferInsert>) {
    const current = await switchesOf(ctx.db, userId);
    const values = {
      userId,
      push: current.push,
      email: current.email,
      sessionReminders: current.sessionReminders,
      medicationReminders: current.medicationReminders,
      allRemindersOff: current.allOff,
      ...patch,
      updatedAt: clock(),
    };
    await ctx.db
      .insert(notificationSettings)
      .values(values)
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...patch, updatedAt: clock() } });
    return switchesOf(ctx.db, userId);
  }

  return {
    /** The outbound e-mail/SMS queue (reminders and the retry job use it). */
    deliveries: outbound,
    store,
    /** Stores one notification, pushes it live and sends its e-mail, honouring the person's switches. */
    async send(input: NotificationInput): Promise<void> {
      const deliver = await ctx.db.transaction((tx) => store(tx, input));
      await deliver();
    },
    /** The person's switches and reminder settings. */
    reminderSettings: (userId: string): Promise<Switches> => switchesOf(ctx.db, userId),

    async list(userId: string, page: number, limit: number): Promise<NotificationList> {
      const rows = await ctx.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [all] = await ctx.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
      return {
        notificationData: rows.map(toItem),
        unreadNotificationCount: await unreadCount(userId),
        length: all?.n ?? 0,
      };
    },

    /** One of the caller's own notifications becomes read; another person's is not found. */
    async markAsRead(userId: string, id: string): Promise<number> {
      const [row] = await ctx.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      if (!row) throw notFound(MSG.notificationNotFound);
      await ctx.db
        .update(notifications)
        .set({ read: true, readAt: clock() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId), eq(notifications.read, false)));
      return unreadCount(userId);
    },

    /** Clear All: the list is emptied (rows deleted) and the count is zero. */
    async clearAll(userId: string): Promise<void> {
      await ctx.db.delete(notifications).where(eq(notifications.userId, userId));
    },

    setPush: (userId: string, enabled: boolean) => settingsRow(userId, { push: enabled }),
    setEmail: (userId: string, enabled: boolean) => settingsRow(userId, { email: enabled }),
    setReminders: (userId: string, patch: { sessionReminders?: boolean; medicationReminders?: boolean }) =>
      settingsRow(userId, {
        ...(patch.sessionReminders === undefined ? {} : { sessionReminders: patch.sessionReminders }),
        ...(patch.medicationReminders === undefined ? {} : { medicationReminders: patch.medicationReminders }),
        // Turning one reminder on again lifts "all off".
        ...(patch.sessionReminders || patch.medicationReminders ? { allRemindersOff: false } : {}),
      }),
    setAllRemindersOff: (userId: string, allOff: boolean) => settingsRow(userId, { allRemindersOff: allOff }),

    /**
     * Socket `sendNotification`: the patient or the therapist of one upcoming appointment sends the
     * other person a short in-app note (e.g. "I am in the waiting room"). Nobody else can be reached:
     * an appointment that is not the caller's (or not upcoming) is 'not found'.
     */
    async notifyOtherPerson(
      sender: { userId: string; userType: UserType },
      payload: { appointmentId: string; msg: string },
    ): Promise<void> {
      if (sender.userType !== 'patient' && sender.userType !== 'doctor') throw forbidden(MSG.sendNotificationRefused);
      const mine = sender.userType === 'patient' ? appointments.patientId : appointments.therapistId;
      const [a] = await ctx.db
        .select({ patientId: appointments.patientId, therapistId: appointments.therapistId })
        .from(appointments)
        .where(
          and(eq(appointments.id, payload.appointmentId), eq(mine, sender.userId), eq(appointments.status, 'upcoming')),
        );
      if (!a) throw notFound(MSG.sendNotificationRefused);
      const [me] = await ctx.db
        .select({ name: users.name, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, sender.userId));
      const name = displayName(me);
      const to = sender.userType === 'patient' ? a.therapistId : a.patientId;
      const deliver = await ctx.db.transaction((tx) =>
        store(tx, {
          userId: to,
          title: name,
          msg: payload.msg,
          kind: 'message',
          link: APPOINTMENTS_LINK,
          email: false,
        }),
      );
      await deliver();
    },
  };

  async function unreadCount(userId: string): Promise<number> {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
    return row?.n ?? 0;
  }
}
export type NotificationsService = ReturnType<typeof notificationsService>;
