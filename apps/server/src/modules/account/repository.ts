import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountProfiles, patientOnboarding, therapistProfiles, uploadedFiles, users } from '../../db/schema/index';

/** Queries of the account page (no rules here). */
export function accountRepository(db: DbOrTx) {
  return {
    /** The account with what the page shows; `lock` serialises changes of one account. */
    async account(userId: string, tx: DbOrTx = db, opts: { lock?: boolean } = {}) {
      if (opts.lock) await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [row] = await tx
        .select({
          id: users.id,
          userType: users.userType,
          status: users.status,
          name: users.name,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
          phone: users.phone,
          phoneVerifiedAt: users.phoneVerifiedAt,
          timeZone: users.timeZone,
          timeZoneLabel: users.timeZoneLabel,
          gender: users.gender,
          dob: users.dob,
          hasPassword: sql<boolean>`${users.passwordHash} is not null`,
          location: patientOnboarding.location,
          patientPicId: accountProfiles.profilePicFileId,
          therapistPicId: therapistProfiles.profilePicFileId,
        })
        .from(users)
        .leftJoin(patientOnboarding, eq(patientOnboarding.userId, users.id))
        .leftJoin(accountProfiles, eq(accountProfiles.userId, users.id))
        .leftJoin(therapistProfiles, eq(therapistProfiles.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** True when another account of the same kind already holds the e-mail or phone. */
    async contactTaken(
      userType: 'patient' | 'doctor' | 'company' | 'admin',
      contact: { email?: string; phone?: string },
      userId: string,
    ) {
      const match = contact.email ? eq(users.email, contact.email) : eq(users.phone, contact.phone ?? '');
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.userType, userType), match, ne(users.id, userId)))
        .limit(1);
      return !!row;
    },

    async updateUser(tx: DbOrTx, userId: string, values: Partial<typeof users.$inferInsert>) {
      await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async saveLocation(tx: DbOrTx, userId: string, location: string | null) {
      await tx
        .insert(patientOnboarding)
        .values({ userId, location })
        .onConflictDoUpdate({ target: patientOnboarding.userId, set: { location, updatedAt: new Date() } });
    },

    async setPicture(tx: DbOrTx, userId: string, fileId: string | null) {
      await tx
        .insert(accountProfiles)
        .values({ userId, profilePicFileId: fileId })
        .onConflictDoUpdate({
          target: accountProfiles.userId,
          set: { profilePicFileId: fileId, updatedAt: new Date() },
        });
    },

    async insertFile(tx: DbOrTx, values: typeof uploadedFiles.$inferInsert) {
      const [row] = await tx.insert(uploadedFiles).values(values).returning();
      return row!;
    },

    async file(fileId: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId)).limit(1);
      return row;
    },

    async deleteFile(tx: DbOrTx, fileId: string) {
      const rows = await tx
        .delete(uploadedFiles)
        .where(eq(uploadedFiles.id, fileId))
        .returning({ storageKey: uploadedFiles.storageKey });
      return rows[0]?.storageKey;
    },
  };
}
export type AccountRepository = ReturnType<typeof accountRepository>;
