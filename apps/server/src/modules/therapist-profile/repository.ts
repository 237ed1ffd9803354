import type { EntryKind } from '@sahaj/contract';
import { and, asc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  languages,
  oauthIdentities,
  specialities,
  therapistBankAccounts,
  therapistEducation,
  therapistExperience,
  therapistLanguages,
  therapistLicences,
  therapistProfiles,
  therapistSpecialities,
  therapistTreatments,
  uploadedFiles,
  users,
} from '../../db/schema/index';

export const ENTRY_TABLES = {
  educationalDetails: therapistEducation,
  experienceDetails: therapistExperience,
  medicalLicences: therapistLicences,
} as const;
/** A row of any entry table as inserted (the mapper builds it per kind). */
export type EntryValues = (typeof ENTRY_TABLES)[EntryKind]['$inferInsert'];

/** Drizzle queries of the therapist profile; every one is scoped to the owner's user id. */
export function therapistProfileRepository(db: DbOrTx) {
  return {
    async user(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },
    /** Locks the owner's row until the transaction ends (FOR UPDATE): counted limits are checked under it. */
    async lockUser(userId: string) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },
    async updateUser(tx: DbOrTx, userId: string, set: Partial<typeof users.$inferInsert>) {
      await tx
        .update(users)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },
    /** True when another therapist account already uses this (lower-case) e-mail. */
    async emailTakenByOtherTherapist(email: string, userId: string) {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.userType, 'doctor'), eq(users.email, email), ne(users.id, userId)))
        .limit(1);
      return Boolean(taken);
    },
    async hasExternalSignIn(userId: string) {
      const [row] = await db
        .select({ id: oauthIdentities.userId })
        .from(oauthIdentities)
        .where(eq(oauthIdentities.userId, userId))
        .limit(1);
      return Boolean(row);
    },
    async profile(userId: string) {
      const [row] = await db.select().from(therapistProfiles).where(eq(therapistProfiles.userId, userId)).limit(1);
      return row;
    },
    async updateProfile(tx: DbOrTx, userId: string, set: Partial<typeof therapistProfiles.$inferInsert>) {
      await tx.insert(therapistProfiles).values({ userId }).onConflictDoNothing();
      await tx
        .update(therapistProfiles)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(therapistProfiles.userId, userId));
    },
    /** Moves wizard progress forward (never back) to `page`. */
    async advancePage(tx: DbOrTx, userId: string, page: number) {
      await tx
        .update(users)
        .set({ page: sql`greatest(${users.page}, ${page})`, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    entries: {
      education: (userId: string) =>
        db
          .select()
          .from(therapistEducation)
          .where(eq(therapistEducation.userId, userId))
          .orderBy(asc(therapistEducation.createdAt), asc(therapistEducation.id)),
      experience: (userId: string) =>
        db
          .select()
          .from(therapistExperience)
          .where(eq(therapistExperience.userId, userId))
          .orderBy(asc(therapistExperience.createdAt), asc(therapistExperience.id)),
      licences: (userId: string) =>
        db
          .select()
          .from(therapistLicences)
          .where(eq(therapistLicences.userId, userId))
          .orderBy(asc(therapistLicences.createdAt), asc(therapistLicences.id)),
    },

    /** One entry of the owner, or undefined (another person's id reads as missing). */
    async entry(kind: EntryKind, userId: string, id: string) {
      const t = ENTRY_TABLES[kind];
      const [row] = await db
        .select({ id: t.id, documentFileId: t.documentFileId })
        .from(t)
        .where(and(eq(t.id, id), eq(t.userId, userId)))
        .limit(1);
      return row;
    },

    async insertEntry(tx: DbOrTx, kind: EntryKind, values: EntryValues) {
      const t = ENTRY_TABLES[kind];
      const [row] = await tx
        .insert(t)
        .values(values as never)
        .returning({ id: t.id });
      return row!.id;
    },
    async updateEntry(tx: DbOrTx, kind: EntryKind, userId: string, id: string, set: Partial<EntryValues>) {
      const t = ENTRY_TABLES[kind];
      await tx
        .update(t)
        .set(set as never)
        .where(and(eq(t.id, id), eq(t.userId, userId)));
    },
    async deleteEntry(tx: DbOrTx, kind: EntryKind, userId: string, id: string) {
      const t = ENTRY_TABLES[kind];
      await tx.delete(t).where(and(eq(t.id, id), eq(t.userId, userId)));
    },

    async entryCount(kind: EntryKind, userId: string) {
      const t = ENTRY_TABLES[kind];
      const rows = await db.select({ id: t.id }).from(t).where(eq(t.userId, userId));
      return rows.length;
    },

    /** The owner's uploads older than `before` (candidates for removal when never attached). */
    staleFiles(userId: string, before: Date) {
      return db
        .select()
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.ownerUserId, userId), lt(uploadedFiles.createdAt, before)));
    },

    /** True when a stored file is already the document of any entry or the profile picture. */
    async fileInUse(fileId: string) {
      const hits = await Promise.all([
        ...Object.values(ENTRY_TABLES).map((t) =>
          db.select({ id: t.id }).from(t).where(eq(t.documentFileId, fileId)).limit(1),
        ),
        db
          .select({ id: therapistProfiles.userId })
          .from(therapistProfiles)
          .where(eq(therapistProfiles.profilePicFileId, fileId))
          .limit(1),
      ]);
      return hits.some((h) => h.length > 0);
    },

    async file(fileId: string) {
      const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId)).limit(1);
      return row;
    },
    files(ids: string[]) {
      return ids.length ? db.select().from(uploadedFiles).where(inArray(uploadedFiles.id, ids)) : Promise.resolve([]);
    },
    async insertFile(tx: DbOrTx, row: typeof uploadedFiles.$inferInsert) {
      const [stored] = await tx.insert(uploadedFiles).values(row).returning();
      return stored!;
    },
    async deleteFile(tx: DbOrTx, fileId: string) {
      const [row] = await tx.delete(uploadedFiles).where(eq(uploadedFiles.id, fileId)).returning();
      return row;
    },

    async specialitiesOf(userId: string) {
      return db
        .select({ id: specialities.id, name: specialities.name })
        .from(therapistSpecialities)
        .innerJoin(specialities, eq(specialities.id, therapistSpecialities.specialityId))
        .where(eq(therapistSpecialities.userId, userId))
        .orderBy(asc(specialities.name));
    },
    async languagesOf(userId: string) {
      return db
        .select({ id: languages.id, name: languages.name })
        .from(therapistLanguages)
        .innerJoin(languages, eq(languages.id, therapistLanguages.languageId))
        .where(eq(therapistLanguages.userId, userId))
        .orderBy(asc(languages.name));
    },
    specialitiesByIds: (ids: string[]) =>
      db.select({ id: specialities.id }).from(specialities).where(inArray(specialities.id, ids)),
    languagesByNames: (names: string[]) =>
      db
        .select({ id: languages.id, name: languages.name })
        .from(languages)
        .where(or(...names.map((n) => eq(sql`lower(${languages.name})`, n.toLowerCase())))),
    async replaceServices(tx: DbOrTx, userId: string, specialityIds: string[], languageIds: string[]) {
      await tx.delete(therapistSpecialities).where(eq(therapistSpecialities.userId, userId));
      await tx.delete(therapistLanguages).where(eq(therapistLanguages.userId, userId));
      await tx.insert(therapistSpecialities).values(specialityIds.map((specialityId) => ({ userId, specialityId })));
      await tx.insert(therapistLanguages).values(languageIds.map((languageId) => ({ userId, languageId })));
    },

    treatments: (userId: string) =>
      db
        .select()
        .from(therapistTreatments)
        .where(eq(therapistTreatments.userId, userId))
        .orderBy(asc(therapistTreatments.createdAt), asc(therapistTreatments.id)),
    async treatment(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(therapistTreatments)
        .where(and(eq(therapistTreatments.id, id), eq(therapistTreatments.userId, userId)))
        .limit(1);
      return row;
    },
    async insertTreatment(row: typeof therapistTreatments.$inferInsert) {
      const [stored] = await db.insert(therapistTreatments).values(row).returning();
      return stored!;
    },
    async updateTreatment(userId: string, id: string, set: Partial<typeof therapistTreatments.$inferInsert>) {
      const [row] = await db
        .update(therapistTreatments)
        .set(set)
        .where(and(eq(therapistTreatments.id, id), eq(therapistTreatments.userId, userId)))
        .returning();
      return row;
    },
    /** The deleted treatment's id, or undefined when the owner has no such treatment. */
    async deleteTreatment(userId: string, id: string) {
      const [row] = await db
        .delete(therapistTreatments)
        .where(and(eq(therapistTreatments.id, id), eq(therapistTreatments.userId, userId)))
        .returning({ id: therapistTreatments.id });
      return row?.id;
    },
    async treatmentByName(userId: string, name: string) {
      const [row] = await db
        .select({ id: therapistTreatments.id })
        .from(therapistTreatments)
        .where(
          and(eq(therapistTreatments.userId, userId), eq(sql`lower(${therapistTreatments.name})`, name.toLowerCase())),
        )
        .limit(1);
      return row;
    },

    async bank(userId: string) {
      const [row] = await db
        .select()
        .from(therapistBankAccounts)
        .where(eq(therapistBankAccounts.userId, userId))
        .limit(1);
      return row;
    },
    async upsertBank(tx: DbOrTx, row: typeof therapistBankAccounts.$inferInsert) {
      const { userId: _u, ...set } = row;
      await tx
        .insert(therapistBankAccounts)
        .values(row)
        .onConflictDoUpdate({ target: therapistBankAccounts.userId, set: { ...set, updatedAt: new Date() } });
    },
  };
}
export type TherapistProfileRepository = ReturnType<typeof therapistProfileRepository>;
