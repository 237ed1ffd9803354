import { Readable } from 'node:stream';
import { MSG } from '@sahaj/contract';
import { sql } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';

export type ExportContext = Pick<AppContext, 'db' | 'storage' | 'log'>;

type Row = Record<string, unknown>;
const rowsOf = (res: unknown): Row[] => ((res as { rows?: Row[] }).rows ?? (res as Row[])) as Row[];

async function tableExists(db: DbOrTx, table: string): Promise<boolean> {
  const res = rowsOf(await db.execute(sql`select to_regclass(${`public.${table}`}) is not null as present`));
  return Boolean(res[0]?.present);
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
const safeName = (name: unknown) =>
  String(name ?? 'file')
    .replace(/[^\p{L}\p{N} ._-]/gu, '')
    .slice(0, 100) || 'file';

const README = `Your data at Sahaj
==================

This archive holds everything Sahaj keeps about you, as of the moment you downloaded it
(India's Digital Personal Data Protection Act, 2023: the right of access).

profile.json              your account: name, contacts, time zone, date of birth, sign-up answers
appointments.json         your sessions (booked, completed, cancelled) and who each was for
family-members.json       the people you book for
messages.ndjson           your conversations with therapists, one message per line
health/profile.json       your health profile
health/records.json       your health records; their files are in health/files/
medications.json          your medications and their schedules
questionnaires.json       your questionnaire answers and scores
prescriptions.json        prescriptions your therapists wrote (every version)
session-notes.json        your therapists' signed session notes and their addenda
follow-ups.json           follow-up sessions your therapists recommended
payments.json             your payments, refunds and invoices
notifications.json        your notifications
files/                    your profile picture

Dates are UTC instants (ISO 8601) unless the field is a calendar day (yyyy-MM-dd).
`;

/**
 * The patient's data as one ZIP, built while it is sent (yazl): each part is read from the database
 * or the file store only when the archive reaches it, so at most one part is in memory at a time;
 * messages are read and written a page at a time. Only rows of this patient are read.
 */
export function accountExport(ctx: ExportContext) {
  const db = ctx.db;

  /** Rows of an optional table (a feature still being built may not have its table yet). */
  async function rows(table: string, query: ReturnType<typeof sql>): Promise<Row[]> {
    if (!(await tableExists(db, table))) return [];
    return rowsOf(await db.execute(query));
  }

  /**
   * Whole rows of another feature's table as JSON (robust to that feature renaming its columns),
   * minus internal columns; `where` names the patient's column.
   */
  async function own(table: string, column: string, userId: string, order = 'created_at') {
    if (!(await tableExists(db, table))) return [];
    const res = rowsOf(
      await db.execute(
        sql`select to_jsonb(t) - 'storage_key' - 'code_hash' - 'password_hash' as row from ${sql.identifier(table)} t
          where ${sql.identifier(column)} = ${userId} order by to_jsonb(t) ->> ${order}`,
      ),
    );
    return res.map((r) => r.row as Row);
  }

  async function profile(userId: string) {
    const [user] = rowsOf(
      await db.execute(sql`select id, user_type, status, name, first_name, last_name, email, phone, gender, dob,
        time_zone, time_zone_label, email_verified_at, phone_verified_at, created_at, updated_at
        from users where id = ${userId}`),
    );
    const place = await rows(
      'patient_onboarding',
      sql`select location from patient_onboarding where user_id = ${userId}`,
    );
    const wellness = await rows(
      'wellness_responses',
      sql`select q.question, coalesce(array_agg(c.text order by c.sort_order) filter (where c.id is not null), '{}') as answers, r.answered_at
        from wellness_responses r join questions q on q.id = r.question_id
        left join wellness_response_choices rc on rc.user_id = r.user_id and rc.question_id = r.question_id
        left join question_choices c on c.id = rc.choice_id
        where r.user_id = ${userId} group by q.question, r.answered_at, q.sort_order order by q.sort_order`,
    );
    return { ...user, location: place[0]?.location ?? null, wellnessAnswers: wellness };
  }

  async function* messages(userId: string): AsyncGenerator<Buffer> {
    if (!(await tableExists(db, 'chat_messages'))) return;
    let after = -1;
    for (;;) {
      const page = rowsOf(
        await db.execute(sql`select m.seq, m.id, m.conversation_id, t.name as therapist_name,
          case when m.sender_id = ${userId} then 'you' else 'therapist' end as sender,
          m.chat_type, m.body, f.original_name as file_name, m.created_at, m.seen_at
          from chat_messages m
          join chat_conversations c on c.id = m.conversation_id
          join users t on t.id = c.therapist_id
          left join chat_files f on f.id = m.file_id
          where c.patient_id = ${userId} and m.seq > ${after}
          order by m.seq limit 500`),
      );
      if (!page.length) return;
      after = Number(page[page.length - 1]!.seq);
      yield Buffer.from(`${page.map((m) => JSON.stringify(m)).join('\n')}\n`);
    }
  }

  return {
    /** A readable ZIP for the patient (404 for an unknown or deleted account). */
    async zipFor(userId: string): Promise<NodeJS.ReadableStream> {
      const [exists] = rowsOf(await db.execute(sql`select status from users where id = ${userId}`));
      if (!exists || exists.status === 'deleted') throw notFound(MSG.notFound);
      const zip = new ZipFile();
      const part = (name: string, make: () => Promise<Buffer | AsyncIterable<Buffer>>) =>
        zip.addReadStreamLazy(name, (cb) => {
          make().then(
            (out) => cb(null, Buffer.isBuffer(out) ? Readable.from([out]) : Readable.from(out)),
            (err) => {
              // The archive cannot be complete: end the download as failed rather than hand out part of it.
              ctx.log.error({ err, part: name }, 'data export part failed');
              (zip.outputStream as Readable).destroy(new Error(`export part ${name}: ${(err as Error).message}`));
            },
          );
        });

      zip.addBuffer(Buffer.from(README), 'README.txt');
      part('profile.json', async () => json(await profile(userId)));
      part('appointments.json', async () =>
        json(
          await rows(
            'appointments',
            sql`select a.id, a.status, a.starts_at, a.ends_at, a.period_minutes, a.treatment_name, a.amount_minor, a.currency,
              a.cancellation_reason, a.cancelled_by, a.cancelled_at, a.created_at, t.name as therapist_name,
              fm.name as for_family_member
              from appointments a join users t on t.id = a.therapist_id
              left join family_members fm on fm.id = a.family_member_id
              where a.patient_id = ${userId} and a.status <> 'held' order by a.starts_at`,
          ),
        ),
      );
      part('family-members.json', async () =>
        json(
          await rows(
            'family_members',
            sql`select f.id, f.name, r.name as relationship, f.dob, f.gender, f.phone, f.created_at
              from family_members f join reference_items r on r.id = f.relationship_id where f.patient_id = ${userId} order by f.created_at`,
          ),
        ),
      );
      part('messages.ndjson', async () => messages(userId));
      part('health/profile.json', async () =>
        json((await own('health_profiles', 'patient_id', userId, 'patient_id'))[0] ?? null),
      );
      const records = await rows(
        'health_records',
        sql`select id, original_name, mime_type, size_bytes, created_at, storage_key from health_records where patient_id = ${userId} order by created_at`,
      );
      part('health/records.json', async () => json(records.map(({ storage_key: _key, ...r }) => r)));
      for (const r of records) {
        part(`health/files/${String(r.id).slice(0, 8)}-${safeName(r.original_name)}`, async () => {
          const bytes = await ctx.storage.get(String(r.storage_key));
          return bytes ?? Buffer.from('');
        });
      }
      part('medications.json', async () => json(await own('medications', 'patient_id', userId)));
      // Issue 22. Signed notes only (a draft is not yet part of the record); a therapist's private
      // psychotherapy note (private_session_notes) is theirs alone and never exported.
      part('prescriptions.json', async () =>
        json(
          await rows(
            'prescriptions',
            sql`select p.id, p.created_at, p.updated_at, p.revision, p.diagnosis, p.diagnosis_is_provisional, p.medicines,
              p.advice, p.prescriber, coalesce((select jsonb_agg(r.snapshot order by r.revision) from prescription_revisions r
              where r.prescription_id = p.id), '[]'::jsonb) as earlier_versions
              from prescriptions p where p.patient_id = ${userId} order by p.created_at`,
          ),
        ),
      );
      part('session-notes.json', async () =>
        json(
          await rows(
            'session_notes',
            sql`select n.id, n.appointment_id, n.format, n.subjective, n.objective, n.assessment, n.plan, n.data, n.signed_at,
              t.name as therapist_name, coalesce((select jsonb_agg(jsonb_build_object('text', x.text, 'created_at', x.created_at)
              order by x.created_at) from session_note_addenda x where x.note_id = n.id), '[]'::jsonb) as addenda
              from session_notes n join users t on t.id = n.therapist_id
              where n.patient_id = ${userId} and n.signed_at is not null order by n.signed_at`,
          ),
        ),
      );
      part('follow-ups.json', async () =>
        json(
          await rows(
            'follow_ups',
            sql`select f.id, f.appointment_id, f.suggested_date, f.reason, f.created_at, t.name as therapist_name
              from follow_ups f join users t on t.id = f.therapist_id where f.patient_id = ${userId} order by f.created_at`,
          ),
        ),
      );
      part('questionnaires.json', async () => {
        const subs = await own('form_submissions', 'patient_id', userId);
        const answers = await rows(
          'form_answers',
          sql`select to_jsonb(a) as row from form_answers a join form_submissions s on s.id = a.submission_id
            where s.patient_id = ${userId}`,
        );
        const forms = await rows(
          'forms',
          sql`select to_jsonb(f) - 'created_by' as row from forms f where f.id in (select form_id from form_submissions where patient_id = ${userId})`,
        );
        return json(
          subs.map((sub) => ({
            ...sub,
            form: forms.map((f) => f.row as Row).find((f) => f.id === sub.form_id) ?? null,
            answers: answers.map((a) => a.row as Row).filter((a) => a.submission_id === sub.id),
          })),
        );
      });
      part('payments.json', async () => {
        const payments = await own('payments', 'patient_id', userId);
        const refunds = await rows(
          'refunds',
          sql`select to_jsonb(r) as row from refunds r join payments p on p.id = r.payment_id where p.patient_id = ${userId}`,
        );
        return json({
          payments,
          refunds: refunds.map((r) => r.row),
          invoices: await own('invoices', 'patient_id', userId),
        });
      });
      part('notifications.json', async () => json(await own('notifications', 'user_id', userId)));
      const [pic] = rowsOf(
        await db.execute(sql`select f.storage_key, f.original_name from account_profiles a
          join uploaded_files f on f.id = a.profile_pic_file_id where a.user_id = ${userId}`),
      );
      if (pic) {
        part(
          `files/${safeName(pic.original_name)}`,
          async () => (await ctx.storage.get(String(pic.storage_key))) ?? Buffer.from(''),
        );
      }
      zip.end();
      return zip.outputStream;
    },
  };
}
