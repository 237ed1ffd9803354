import { type DeletionRefundsData, formatMoney, MSG } from '@sahaj/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { appointmentWrites } from '../appointments';
import { codeService } from '../auth';
import { type DeletionRefunds, deletionRefunds, refundsView } from './deletion-refunds';
import { ERASURE_PLAN } from './erasure-plan';

export type DeletionContext = Pick<AppContext, 'db' | 'sms' | 'mail' | 'config' | 'log' | 'tokens' | 'storage'>;

/**
 * The money side of deletion, from the services that own it (built in services.ts): deletion
 * decides what is refunded (deletion-refunds.ts), these make the refunds and move the package.
 */
export interface DeletionMoney {
  /** Inside the transaction: a session booked from a package that deletion cancels goes back to it. */
  returnPackageSession(tx: DbOrTx, appointmentId: string): Promise<unknown>;
  /** After the commit: a cancelled session's refund, the same one every cancelled paid session gets. */
  refundCancelledSession(a: { _id: string; cancelledBy: 'patient' | 'doctor' }): Promise<unknown>;
  /** After the commit: a refund of part of a payment, once per key. */
  refund(
    paymentId: string,
    input: { amountPaise: number; reason: string; key: string; message: string },
  ): Promise<unknown>;
}

const purposeOf = (userId: string) => `delete-account:${userId}`;
const ACCOUNT_DELETED_REASON = 'Account deleted';

type Row = Record<string, unknown>;
const rowsOf = (res: unknown): Row[] => ((res as { rows?: Row[] }).rows ?? (res as Row[])) as Row[];

/** True when the table exists in this database (tables of features still being built may not). */
async function tableExists(tx: DbOrTx, table: string): Promise<boolean> {
  const res = rowsOf(await tx.execute(sql`select to_regclass(${`public.${table}`}) is not null as present`));
  return Boolean(res[0]?.present);
}

/**
 * Account deletion (spec 03 §4; docs/account-deletion.md). A code goes to the account's e-mail
 * (else its phone); with it, everything personal is erased in ONE transaction (ERASURE_PLAN), the
 * users row is anonymised (never deleted: kept payments and invoices still point at it), every
 * session ends (tokens refused, sockets closed), and after the commit the stored files are
 * removed from the file store.
 */
export function accountDeletion(ctx: DeletionContext, money?: () => DeletionMoney) {
  const codes = codeService(ctx);

  async function contactOf(userId: string) {
    const res = rowsOf(
      await ctx.db.execute(sql`select email, phone, user_type, status from users where id = ${userId} limit 1`),
    );
    const row = res[0] as { email: string | null; phone: string | null; user_type: string; status: string } | undefined;
    if (!row || row.status === 'deleted') throw notFound(MSG.notFound);
    return row;
  }

  /** Everything in one transaction; returns what must happen after it commits. */
  async function eraseInTx(tx: DbOrTx, userId: string) {
    const [user] = rowsOf(
      await tx.execute(sql`select id, user_type, status, email, phone from users where id = ${userId} for update`),
    ) as Array<{ id: string; user_type: string; status: string; email: string | null; phone: string | null }>;
    if (!user || user.status === 'deleted') throw notFound(MSG.notFound);
    if (user.user_type === 'admin') throw forbidden(MSG.deletionAdminRefused);
    const now = new Date().toISOString();
    const counts: Record<string, number> = {};
    const run = async (label: string, query: ReturnType<typeof sql>) => {
      const res = await tx.execute(query);
      const r = res as { rowCount?: number | null; affectedRows?: number };
      counts[label] = (counts[label] ?? 0) + (r.rowCount ?? r.affectedRows ?? 0);
    };

    // Files held in the file store: listed now, removed after the commit.
    const storageKeys: string[] = [];
    const collect = async (query: ReturnType<typeof sql>) => {
      for (const r of rowsOf(await tx.execute(query))) storageKeys.push(String(r.storage_key));
    };
    await collect(sql`select storage_key from uploaded_files where owner_user_id = ${userId}`);
    if (await tableExists(tx, 'health_records')) {
      await collect(sql`select storage_key from health_records where patient_id = ${userId}`);
    }
    if (await tableExists(tx, 'chat_files')) {
      await collect(sql`select f.storage_key from chat_files f where f.owner_user_id = ${userId}
        or f.conversation_id in (select id from chat_conversations where patient_id = ${userId} or therapist_id = ${userId})`);
    }

    // Sessions: every token of the account stops working; sockets close after the commit.
    const sessionIds = rowsOf(await tx.execute(sql`delete from sessions where user_id = ${userId} returning id`)).map(
      (r) => String(r.id),
    );

    // Appointments stay (payments are for them): holds go, upcoming sessions are cancelled and
    // refunded, and a package's unused sessions are refunded (issue 20 #1; deletion-refunds.ts).
    const side = user.user_type === 'doctor' ? 'doctor' : 'patient';
    const refunds = await deletionRefunds(tx, userId, new Date(now));
    for (const s of refunds.sessions) await money?.().returnPackageSession(tx, s.appointmentId);
    for (const p of refunds.packages) {
      // Its unused sessions are refunded below: none is left to book (the row is kept, like every purchase).
      await run('patient_packages', sql`update patient_packages set sessions_left = 0 where id = ${p.subscriptionId}`);
    }
    // Through the appointments feature, the table's only writer.
    const released = await appointmentWrites.releaseForDeletedAccount(tx, userId, {
      by: side,
      reason: ACCOUNT_DELETED_REASON,
      at: new Date(now),
    });
    counts.appointments_released = released.released;
    counts.appointments_cancelled = released.cancelled;
    await run('review_texts', sql`update appointment_reviews set review = null where patient_id = ${userId}`);

    // The generic part: every table the plan says to erase.
    for (const [table, rule] of Object.entries(ERASURE_PLAN)) {
      if (rule.action !== 'erase' || !(await tableExists(tx, table))) continue;
      for (const column of rule.columns) {
        await run(table, sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`);
      }
    }

    // Files (the rows; the bytes after the commit).
    await run(
      'account_profiles',
      sql`insert into account_profiles (user_id, profile_pic_file_id, deleted_at, updated_at) values (${userId}, null, ${now}::timestamptz, ${now}::timestamptz)
        on conflict (user_id) do update set profile_pic_file_id = null, deleted_at = ${now}::timestamptz, updated_at = ${now}::timestamptz`,
    );
    if (await tableExists(tx, 'health_records')) {
      await run('health_records', sql`delete from health_records where patient_id = ${userId}`);
    }
    if (await tableExists(tx, 'chat_files')) {
      await run('chat_files', sql`delete from chat_files where owner_user_id = ${userId}`);
    }
    await run('uploaded_files', sql`delete from uploaded_files where owner_user_id = ${userId}`);

    // Traces keyed by the contact itself.
    const contacts = [user.email, user.phone].filter((c): c is string => !!c);
    for (const contact of contacts) {
      await run(
        'login_attempts',
        sql`delete from login_attempts where user_type = ${user.user_type} and login = ${contact}`,
      );
      await run('outbox_messages', sql`delete from outbox_messages where "to" = ${contact}`);
    }

    // The account itself: anonymised, never deleted.
    await tx.execute(sql`update users set status = 'deleted', email = null, phone = null, password_hash = null,
      first_name = null, last_name = null, name = ${'Deleted user'}, gender = null, dob = null, time_zone_label = null,
      phone_verified_at = null, email_verified_at = null, page = 0, updated_at = ${now}::timestamptz where id = ${userId}`);
    await tx.execute(sql`insert into audit_log (actor_user_id, action, entity, entity_id, detail)
      values (${userId}, 'account.deleted', 'users', ${userId}, ${JSON.stringify({ userType: user.user_type, counts })}::jsonb)`);
    return { sessionIds, storageKeys, refunds, side: side as 'patient' | 'doctor' };
  }

  /**
   * After the commit, the refunds (each keyed, so a retry never pays twice). A refund that fails is
   * logged; a cancelled session's refund is asked again by the ledger's refund sweep.
   */
  async function makeRefunds(refunds: DeletionRefunds, side: 'patient' | 'doctor') {
    const m = money?.();
    if (!m) return;
    for (const s of refunds.sessions) {
      if (s.refundPaise <= 0) continue;
      await m
        .refundCancelledSession({ _id: s.appointmentId, cancelledBy: side })
        .catch((err: unknown) =>
          ctx.log.error({ err, appointmentId: s.appointmentId }, 'deletion: session refund failed'),
        );
    }
    for (const p of refunds.packages) {
      if (p.refundPaise <= 0) continue;
      const reason = 'Account deleted: unused package sessions';
      await m
        .refund(p.paymentId, {
          amountPaise: p.refundPaise,
          reason,
          key: `account-deleted:package:${p.subscriptionId}`,
          message: `${reason}: ${formatMoney(p.refundPaise, p.currency)} is being refunded to your original payment method.`,
        })
        .catch((err: unknown) =>
          ctx.log.error({ err, subscriptionId: p.subscriptionId }, 'deletion: package refund failed'),
        );
    }
  }

  async function erase(userId: string): Promise<{ message: string }> {
    const after = await ctx.db.transaction((tx) => eraseInTx(tx, userId));
    ctx.tokens.disconnect(after.sessionIds);
    await makeRefunds(after.refunds, after.side);
    for (const key of after.storageKeys) {
      await ctx.storage.delete(key).catch((err) => ctx.log.error({ err }, 'a deleted account left a stored file'));
    }
    return { message: MSG.deletionDone };
  }

  return {
    erase,

    /** GET /user/account/delete-profile/refunds: what deletion would refund now (the dialog shows it first). */
    async refundPreview(userId: string): Promise<DeletionRefundsData> {
      await contactOf(userId);
      return refundsView(await deletionRefunds(ctx.db, userId, new Date()));
    },

    /** POST /user/account/delete-profile/send-verification: the code to the e-mail (else the phone). */
    async sendVerification(userId: string): Promise<{ message: string }> {
      const user = await contactOf(userId);
      const channel = user.email ? 'email' : user.phone ? 'sms' : null;
      if (!channel) throw badRequest(MSG.deletionNoContact, 'NO_CONTACT');
      await codes.issueCode({
        purpose: purposeOf(userId),
        target: (user.email ?? user.phone)!,
        channel,
        userId,
        wording: (code) => ({
          subject: 'Confirm deleting your Sahaj account',
          text: `Your code to delete your Sahaj account is ${code}. It expires in 10 minutes. If you did not ask to delete your account, change your password now.`,
        }),
      });
      return { message: channel === 'email' ? MSG.deletionEmailSent : MSG.deletionSmsSent };
    },

    /** PATCH /user/account/delete-profile: with the code, the account is erased. */
    async deleteWithCode(userId: string, code: string): Promise<{ message: string }> {
      const user = await contactOf(userId);
      const target = user.email ?? user.phone;
      if (!target) throw badRequest(MSG.deletionNoContact, 'NO_CONTACT');
      await codes.verifyCode({ purpose: purposeOf(userId), target, code, invalidMessage: MSG.accountInvalidCode });
      return erase(userId);
    },
  };
}
export type AccountDeletion = ReturnType<typeof accountDeletion>;
