import {
  MSG,
  NOTE_TEMPLATES,
  type NoteFormat,
  type NoteSections,
  type SessionNoteBody,
  type SessionNoteData,
  type SessionNoteResult,
  type UnsignedSessionsData,
} from '@sahaj/contract';
import type { AppContext } from '../../context';
import type { AppointmentRow, SessionNoteRow } from '../../db/schema/index';
import { sqlState } from '../../lib/db-errors';
import { AppError, badRequest, conflict } from '../../lib/errors';
import type { CareRelationship, PatientReadLog } from './care';
import { noteStatusOf, personName, toSessionNote, toSessionSummary } from './mapper';
import type { ProviderWorkspaceRepository } from './repository';

/** The sections a format keeps; the others are stored empty so a note never mixes forms. */
function sectionsFor(format: NoteFormat, sections: { [K in keyof NoteSections]?: string | null }) {
  const keys = new Set(NOTE_TEMPLATES[format].map((s) => s.key));
  const pick = (key: keyof NoteSections) => (keys.has(key) ? (sections[key] ?? '') : null);
  return {
    subjective: pick('subjective'),
    objective: pick('objective'),
    assessment: pick('assessment'),
    plan: pick('plan'),
    data: pick('data'),
  };
}

const hasContent = (n: ReturnType<typeof sectionsFor>) => Object.values(n).some((v) => (v ?? '').trim().length > 0);

/**
 * Session notes (issue 22): one per session, SOAP or DAP. A draft is saved as the therapist types
 * (upsert while unsigned); signing locks it (the database trigger refuses any later change);
 * addenda are dated, attributed and append-only. The private psychotherapy note is the
 * therapist's alone: it is only ever read back by its author through these calls.
 */
export function sessionNotes(
  ctx: Pick<AppContext, 'db'>,
  repo: ProviderWorkspaceRepository,
  care: CareRelationship,
  now: () => Date,
  patientLog: PatientReadLog,
) {
  async function shape(therapistId: string, a: AppointmentRow, note: SessionNoteRow | undefined) {
    if (!note) return null;
    const [addenda, me] = await Promise.all([repo.addendaOf([note.id]), repo.person(therapistId)]);
    return toSessionNote(note, a, addenda, { _id: therapistId, name: personName(me) });
  }
  const privateOf = async (appointmentId: string, therapistId: string) => {
    const row = await repo.privateNote(appointmentId, therapistId);
    return row ? { text: row.text, updatedAt: row.updatedAt.toISOString() } : null;
  };

  /** A note's session must have started: nothing is written ahead of the session itself. */
  function assertStarted(a: AppointmentRow) {
    if (a.startsAt > now()) throw new AppError('SESSION_NOT_STARTED', 409, MSG.noteSessionNotStarted);
  }

  /** Maps the lock trigger's refusal (a sign that raced another sign or save) to the note's message. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (sqlState(err) === '23514') throw conflict(MSG.noteAlreadySigned, 'NOTE_SIGNED');
      throw err;
    }
  }

  async function saveDraft(therapistId: string, a: AppointmentRow, format: NoteFormat, sections: NoteSections) {
    const existing = await repo.note(a.id);
    if (existing?.signedAt) throw conflict(MSG.noteAlreadySigned, 'NOTE_SIGNED');
    const content = sectionsFor(format, sections);
    if (existing && existing.format !== format && hasContent(sectionsFor(existing.format, existing))) {
      throw badRequest(MSG.noteFormatLocked, 'NOTE_FORMAT_LOCKED', { field: 'format' });
    }
    const row = await guarded(() =>
      repo.upsertDraft(ctx.db, { appointmentId: a.id, therapistId, patientId: a.patientId, format, ...content }),
    );
    // No row back: it was signed between the read and the write.
    if (!row) throw conflict(MSG.noteAlreadySigned, 'NOTE_SIGNED');
    return row;
  }

  return {
    async get(therapistId: string, appointmentId: string): Promise<SessionNoteData> {
      const { appointment: a, patient } = await care.sessionOf(therapistId, appointmentId);
      const note = await repo.note(a.id);
      if (note) {
        await repo.audit(therapistId, 'session_note.read', 'session_note', note.id, a.patientId);
        await patientLog(therapistId, a.patientId, 'session_note', note.id);
      }
      return {
        session: toSessionSummary(a, noteStatusOf(note?.id ?? null, note?.signedAt ?? null)),
        patient: { _id: patient.id, name: personName(patient) },
        note: await shape(therapistId, a, note),
        privateNote: await privateOf(a.id, therapistId),
      };
    },

    async act(therapistId: string, body: SessionNoteBody): Promise<SessionNoteResult> {
      const { appointment: a } = await care.sessionOf(therapistId, body.appointmentId);
      assertStarted(a);
      switch (body.action) {
        case 'draft': {
          const row = await saveDraft(therapistId, a, body.format, body.sections);
          return {
            message: MSG.noteDraftSaved,
            note: await shape(therapistId, a, row),
            privateNote: await privateOf(a.id, therapistId),
          };
        }
        case 'sign': {
          if (!hasContent(sectionsFor(body.format, body.sections))) {
            throw badRequest(MSG.noteEmpty, 'NOTE_EMPTY', { field: 'sections' });
          }
          // What is signed is exactly what this request sent: the content and the signature are
          // written together, under the note's row lock, so a concurrent save cannot slip in between.
          const row = await guarded(() =>
            ctx.db.transaction(async (tx) => {
              const locked = await repo.lockNote(tx, a.id);
              if (locked?.signedAt) throw conflict(MSG.noteAlreadySigned, 'NOTE_SIGNED');
              if (locked && locked.format !== body.format && hasContent(sectionsFor(locked.format, locked))) {
                throw badRequest(MSG.noteFormatLocked, 'NOTE_FORMAT_LOCKED', { field: 'format' });
              }
              const signed = await repo.upsertDraft(tx, {
                appointmentId: a.id,
                therapistId,
                patientId: a.patientId,
                format: body.format,
                ...sectionsFor(body.format, body.sections),
                signedAt: now(),
              });
              // No row back: another request signed it first (its insert won the race).
              if (!signed) throw conflict(MSG.noteAlreadySigned, 'NOTE_SIGNED');
              return signed;
            }),
          );
          return {
            message: MSG.noteSigned,
            note: await shape(therapistId, a, row),
            privateNote: await privateOf(a.id, therapistId),
          };
        }
        case 'addendum': {
          const note = await repo.note(a.id);
          if (!note?.signedAt) throw conflict(MSG.noteNotSigned, 'NOTE_NOT_SIGNED');
          await guarded(() => repo.insertAddendum(ctx.db, { noteId: note.id, authorId: therapistId, text: body.text }));
          return {
            message: MSG.addendumAdded,
            note: await shape(therapistId, a, note),
            privateNote: await privateOf(a.id, therapistId),
          };
        }
        case 'private': {
          const row = await repo.savePrivateNote({
            appointmentId: a.id,
            therapistId,
            patientId: a.patientId,
            text: body.text,
          });
          return {
            message: MSG.privateNoteSaved,
            note: await shape(therapistId, a, await repo.note(a.id)),
            privateNote: { text: row.text, updatedAt: row.updatedAt.toISOString() },
          };
        }
      }
    },

    async unsigned(therapistId: string, page: number, limit: number): Promise<UnsignedSessionsData> {
      const { rows, count } = await repo.unsignedSessions(therapistId, now(), page, limit);
      return {
        count,
        sessions: rows.map((r) => ({
          ...toSessionSummary(r.appointment, noteStatusOf(r.noteId, null)),
          patient: { _id: r.appointment.patientId, name: r.patientName || 'Someone' },
        })),
      };
    },

    /** My notes on a patient (shared record only; never the private note), newest session first. */
    async ofPatient(therapistId: string, patientId: string, sessions: AppointmentRow[]) {
      const notes = await repo.notesOf(therapistId, patientId);
      const addenda = await repo.addendaOf(notes.map((n) => n.id));
      const me = await repo.person(therapistId);
      const byAppointment = new Map(sessions.map((a) => [a.id, a]));
      return notes
        .filter((n) => byAppointment.has(n.appointmentId))
        .map((n) =>
          toSessionNote(
            n,
            byAppointment.get(n.appointmentId)!,
            addenda.filter((x) => x.addendum.noteId === n.id),
            { _id: therapistId, name: personName(me) },
          ),
        )
        .sort((x, y) => y.session.startTime.localeCompare(x.session.startTime));
    },
  };
}
