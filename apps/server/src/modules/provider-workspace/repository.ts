import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  accountProfiles,
  appointments,
  auditLog,
  calendarFeeds,
  callEvents,
  followUps,
  medicineTpgListings,
  practitionerRegistrations,
  prescriptionRevisions,
  prescriptions,
  privateSessionNotes,
  sessionNoteAddenda,
  sessionNotes,
  type TpgListValue,
  therapistProfiles,
  users,
} from '../../db/schema/index';

/** Statuses of a confirmed session (a hold is not one; a cancelled one ended nothing but is not care). */
const CONFIRMED = ['upcoming', 'completed'] as const;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const displayName = sql<string>`coalesce(nullif(trim(${users.name}), ''), trim(concat_ws(' ', ${users.firstName}, ${users.lastName})))`;

/**
 * Queries of the provider workspace (no rules). It writes only its own tables; it reads the
 * appointments, users and call_events tables (read-only, as health-records does) for the lists it
 * shows, so a page is one query instead of one service call per row.
 */
export const providerWorkspaceRepository = (db: Db) => ({
  // People

  async person(id: string) {
    const [row] = await db
      .select({
        id: users.id,
        userType: users.userType,
        status: users.status,
        name: users.name,
        firstName: users.firstName,
        lastName: users.lastName,
        dob: users.dob,
        gender: users.gender,
        phone: users.phone,
        email: users.email,
        timeZone: users.timeZone,
        patientPicFileId: accountProfiles.profilePicFileId,
        therapistPicFileId: therapistProfiles.profilePicFileId,
        locationText: therapistProfiles.locationText,
      })
      .from(users)
      .leftJoin(accountProfiles, eq(accountProfiles.userId, users.id))
      .leftJoin(therapistProfiles, eq(therapistProfiles.userId, users.id))
      .where(eq(users.id, id));
    return row;
  },

  // Appointments (read-only)

  async consultedPatients(
    therapistId: string,
    q: { completedOnly: boolean; search?: string; page: number; limit: number; now: Date },
  ) {
    const where = and(
      eq(appointments.therapistId, therapistId),
      inArray(appointments.status, [...CONFIRMED]),
      eq(users.userType, 'patient'),
      sql`${users.status} <> 'deleted'`,
      q.search ? ilike(displayName, `%${escapeLike(q.search)}%`) : undefined,
    );
    const completed = sql<number>`count(*) filter (where ${appointments.status} = 'completed')`;
    const base = db
      .select({
        patientId: appointments.patientId,
        sessions: sql<number>`count(*)::int`.as('sessions'),
        lastSessionAt:
          sql<Date | null>`max(${appointments.startsAt}) filter (where ${appointments.startsAt} <= ${q.now})`.as(
            'last_session_at',
          ),
        nextSessionAt:
          sql<Date | null>`min(${appointments.startsAt}) filter (where ${appointments.status} = 'upcoming' and ${appointments.startsAt} > ${q.now})`.as(
            'next_session_at',
          ),
      })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.patientId))
      .where(where)
      .groupBy(appointments.patientId)
      .having(q.completedOnly ? sql`${completed} > 0` : undefined)
      .as('consulted');
    const rows = await db
      .select({
        patientId: base.patientId,
        sessions: base.sessions,
        lastSessionAt: base.lastSessionAt,
        nextSessionAt: base.nextSessionAt,
        name: users.name,
        firstName: users.firstName,
        lastName: users.lastName,
        gender: users.gender,
        dob: users.dob,
        picFileId: accountProfiles.profilePicFileId,
      })
      .from(base)
      .innerJoin(users, eq(users.id, base.patientId))
      .leftJoin(accountProfiles, eq(accountProfiles.userId, base.patientId))
      .orderBy(sql`coalesce(${base.nextSessionAt}, ${base.lastSessionAt}) desc nulls last`, asc(base.patientId))
      .limit(q.limit)
      .offset(q.page * q.limit);
    const [total] = await db.select({ n: count() }).from(base);
    return { rows, count: total?.n ?? 0 };
  },

  /** The pair's confirmed sessions, oldest first, with the note's state. */
  async sessionsWith(therapistId: string, patientId: string) {
    return db
      .select({ appointment: appointments, noteId: sessionNotes.id, signedAt: sessionNotes.signedAt })
      .from(appointments)
      .leftJoin(sessionNotes, eq(sessionNotes.appointmentId, appointments.id))
      .where(
        and(
          eq(appointments.therapistId, therapistId),
          eq(appointments.patientId, patientId),
          inArray(appointments.status, [...CONFIRMED]),
        ),
      )
      .orderBy(asc(appointments.startsAt));
  },

  async appointment(id: string) {
    const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
    return row;
  },

  /** Sessions of mine that have started and have no signed note, newest first. */
  async unsignedSessions(therapistId: string, now: Date, page: number, limit: number) {
    const where = and(
      eq(appointments.therapistId, therapistId),
      inArray(appointments.status, [...CONFIRMED]),
      lte(appointments.startsAt, now),
      isNull(sessionNotes.signedAt),
    );
    const rows = await db
      .select({
        appointment: appointments,
        noteId: sessionNotes.id,
        patientName: displayName,
      })
      .from(appointments)
      .leftJoin(sessionNotes, eq(sessionNotes.appointmentId, appointments.id))
      .innerJoin(users, eq(users.id, appointments.patientId))
      .where(where)
      .orderBy(desc(appointments.startsAt), asc(appointments.id))
      .limit(limit)
      .offset(page * limit);
    const [total] = await db
      .select({ n: count() })
      .from(appointments)
      .leftJoin(sessionNotes, eq(sessionNotes.appointmentId, appointments.id))
      .where(where);
    return { rows, count: total?.n ?? 0 };
  },

  /** True when the pair has held a consultation on video: both people joined the call of one of their sessions. */
  async hadVideoConsultation(therapistId: string, patientId: string) {
    const [row] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .innerJoin(callEvents, and(eq(callEvents.appointmentId, appointments.id), eq(callEvents.kind, 'join')))
      .where(
        and(
          eq(appointments.therapistId, therapistId),
          eq(appointments.patientId, patientId),
          inArray(appointments.status, [...CONFIRMED]),
        ),
      )
      .groupBy(appointments.id)
      .having(sql`count(distinct ${callEvents.role}) = 2`)
      .limit(1);
    return Boolean(row);
  },

  /** The first session of the pair confirmed after `after` (a follow-up was booked). */
  async bookedAfter(therapistId: string, patientId: string, after: Date) {
    const [row] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.therapistId, therapistId),
          eq(appointments.patientId, patientId),
          inArray(appointments.status, [...CONFIRMED]),
          gt(appointments.confirmedAt, after),
        ),
      )
      .orderBy(asc(appointments.startsAt))
      .limit(1);
    return row?.id ?? null;
  },

  /** A person's sessions for their calendar feed (cancelled ones too, so calendars drop them). */
  async feedAppointments(userId: string, role: 'doctor' | 'patient', from: Date) {
    const other = role === 'doctor' ? appointments.patientId : appointments.therapistId;
    const mine = role === 'doctor' ? appointments.therapistId : appointments.patientId;
    return db
      .select({
        id: appointments.id,
        status: appointments.status,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        updatedAt: appointments.updatedAt,
        confirmedAt: appointments.confirmedAt,
        otherName: users.name,
        otherFirstName: users.firstName,
        otherLastName: users.lastName,
      })
      .from(appointments)
      .innerJoin(users, eq(users.id, other))
      .where(
        and(
          eq(mine, userId),
          inArray(appointments.status, ['upcoming', 'completed', 'cancelled']),
          gt(appointments.endsAt, from),
        ),
      )
      .orderBy(asc(appointments.startsAt))
      .limit(2000);
  },

  // Session notes

  async note(appointmentId: string) {
    const [row] = await db.select().from(sessionNotes).where(eq(sessionNotes.appointmentId, appointmentId));
    return row;
  },
  async notesOf(therapistId: string, patientId: string) {
    return db
      .select()
      .from(sessionNotes)
      .where(and(eq(sessionNotes.therapistId, therapistId), eq(sessionNotes.patientId, patientId)));
  },
  async addendaOf(noteIds: string[]) {
    if (noteIds.length === 0) return [];
    return db
      .select({ addendum: sessionNoteAddenda, authorName: displayName })
      .from(sessionNoteAddenda)
      .innerJoin(users, eq(users.id, sessionNoteAddenda.authorId))
      .where(inArray(sessionNoteAddenda.noteId, noteIds))
      .orderBy(asc(sessionNoteAddenda.createdAt), asc(sessionNoteAddenda.id));
  },
  /**
   * Creates the draft or updates it while it is still a draft (a signed note is left alone: the
   * WHERE names only drafts, and the trigger refuses any change anyway). Returns undefined when
   * the note is signed.
   */
  async upsertDraft(q: DbOrTx, values: typeof sessionNotes.$inferInsert) {
    const { appointmentId: _a, therapistId: _t, patientId: _p, ...content } = values;
    const [row] = await q
      .insert(sessionNotes)
      .values(values)
      .onConflictDoUpdate({
        target: sessionNotes.appointmentId,
        set: { ...content, updatedAt: new Date() },
        setWhere: isNull(sessionNotes.signedAt),
      })
      .returning();
    return row;
  },
  async insertAddendum(q: DbOrTx, values: typeof sessionNoteAddenda.$inferInsert) {
    const [row] = await q.insert(sessionNoteAddenda).values(values).returning();
    return row!;
  },
  async lockNote(q: DbOrTx, appointmentId: string) {
    const [row] = await q
      .select()
      .from(sessionNotes)
      .where(eq(sessionNotes.appointmentId, appointmentId))
      .for('update');
    return row;
  },
  async privateNote(appointmentId: string, therapistId: string) {
    const [row] = await db
      .select()
      .from(privateSessionNotes)
      .where(
        and(eq(privateSessionNotes.appointmentId, appointmentId), eq(privateSessionNotes.therapistId, therapistId)),
      );
    return row;
  },
  async savePrivateNote(values: typeof privateSessionNotes.$inferInsert) {
    const [row] = await db
      .insert(privateSessionNotes)
      .values(values)
      .onConflictDoUpdate({
        target: privateSessionNotes.appointmentId,
        set: { text: values.text, updatedAt: new Date() },
      })
      .returning();
    return row!;
  },

  // Practitioner registration and the medicine lists

  async registration(therapistId: string) {
    const [row] = await db
      .select()
      .from(practitionerRegistrations)
      .where(eq(practitionerRegistrations.therapistId, therapistId));
    return row;
  },
  async saveRegistration(values: typeof practitionerRegistrations.$inferInsert) {
    const { therapistId: _t, ...rest } = values;
    const [row] = await db
      .insert(practitionerRegistrations)
      .values(values)
      .onConflictDoUpdate({ target: practitionerRegistrations.therapistId, set: { ...rest, updatedAt: new Date() } })
      .returning();
    return row!;
  },
  async reviewRegistration(therapistId: string, state: 'verified' | 'rejected') {
    const [row] = await db
      .update(practitionerRegistrations)
      .set({ state, reviewedAt: new Date() })
      .where(
        and(
          eq(practitionerRegistrations.therapistId, therapistId),
          state === 'verified' ? eq(practitionerRegistrations.isMedicalPractitioner, true) : undefined,
        ),
      )
      .returning();
    return row;
  },
  async listings(medicineIds: string[]) {
    if (medicineIds.length === 0) return new Map<string, TpgListValue>();
    const rows = await db
      .select()
      .from(medicineTpgListings)
      .where(inArray(medicineTpgListings.medicineId, medicineIds));
    return new Map(rows.map((r) => [r.medicineId, r.list]));
  },
  async setListing(medicineId: string, list: TpgListValue) {
    await db
      .insert(medicineTpgListings)
      .values({ medicineId, list })
      .onConflictDoUpdate({ target: medicineTpgListings.medicineId, set: { list, updatedAt: new Date() } });
  },

  // Prescriptions

  async prescription(id: string) {
    const [row] = await db.select().from(prescriptions).where(eq(prescriptions.id, id));
    return row;
  },
  async prescriptionsOf(filter: { therapistId?: string; patientId?: string }, page: number, limit: number) {
    const where = and(
      filter.therapistId ? eq(prescriptions.therapistId, filter.therapistId) : undefined,
      filter.patientId ? eq(prescriptions.patientId, filter.patientId) : undefined,
    );
    const rows = await db
      .select()
      .from(prescriptions)
      .where(where)
      .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id))
      .limit(limit)
      .offset(page * limit);
    const [total] = await db.select({ n: count() }).from(prescriptions).where(where);
    return { rows, count: total?.n ?? 0 };
  },
  async insertPrescription(values: typeof prescriptions.$inferInsert) {
    const [row] = await db.insert(prescriptions).values(values).returning();
    return row!;
  },
  /** Keeps the current version, then writes the new one (one transaction; the row lock orders two edits). */
  async revisePrescription(
    id: string,
    therapistId: string,
    next: (current: typeof prescriptions.$inferSelect) => Partial<typeof prescriptions.$inferInsert>,
  ) {
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(prescriptions)
        .where(and(eq(prescriptions.id, id), eq(prescriptions.therapistId, therapistId)))
        .for('update');
      if (!current) return undefined;
      const { id: _id, ...snapshot } = current;
      await tx.insert(prescriptionRevisions).values({
        prescriptionId: id,
        revision: current.revision,
        snapshot: JSON.parse(JSON.stringify(snapshot)) as Record<string, unknown>,
      });
      const [row] = await tx
        .update(prescriptions)
        .set({ ...next(current), revision: current.revision + 1, updatedAt: new Date() })
        .where(eq(prescriptions.id, id))
        .returning();
      return row!;
    });
  },

  // Follow-ups

  async saveFollowUp(values: typeof followUps.$inferInsert) {
    const [row] = await db
      .insert(followUps)
      .values(values)
      .onConflictDoUpdate({
        target: followUps.appointmentId,
        set: { suggestedDate: values.suggestedDate, reason: values.reason, createdAt: new Date() },
      })
      .returning();
    return row!;
  },
  async followUp(id: string) {
    const [row] = await db.select().from(followUps).where(eq(followUps.id, id));
    return row;
  },
  async followUpsOf(filter: { therapistId?: string; patientId: string }, page: number, limit: number) {
    const where = and(
      eq(followUps.patientId, filter.patientId),
      filter.therapistId ? eq(followUps.therapistId, filter.therapistId) : undefined,
    );
    const rows = await db
      .select()
      .from(followUps)
      .where(where)
      .orderBy(desc(followUps.createdAt), desc(followUps.id))
      .limit(limit)
      .offset(page * limit);
    const [total] = await db.select({ n: count() }).from(followUps).where(where);
    return { rows, count: total?.n ?? 0 };
  },

  // Audit (the platform's log of who read which clinical record; the patient's own view is health_record_reads)

  async audit(actorUserId: string, action: string, entity: string, entityId: string, patientId: string) {
    await db.insert(auditLog).values({ actorUserId, action, entity, entityId, detail: { patientId } });
  },

  // Calendar feeds

  async feed(userId: string) {
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    return row;
  },
  async replaceFeed(userId: string, tokenHash: string) {
    const [row] = await db
      .insert(calendarFeeds)
      .values({ userId, tokenHash })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { tokenHash, createdAt: new Date(), lastFetchedAt: null },
      })
      .returning();
    return row!;
  },
  async removeFeed(userId: string) {
    const rows = await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning();
    return rows.length > 0;
  },
  /** The feed's owner, marking the fetch. */
  async feedByHash(tokenHash: string) {
    const [row] = await db
      .update(calendarFeeds)
      .set({ lastFetchedAt: new Date() })
      .where(eq(calendarFeeds.tokenHash, tokenHash))
      .returning();
    if (!row) return undefined;
    const [owner] = await db
      .select({ id: users.id, userType: users.userType, status: users.status, timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, row.userId));
    return owner;
  },
});
export type ProviderWorkspaceRepository = ReturnType<typeof providerWorkspaceRepository>;
