import {
  type EntryKind,
  type ExtraInfoBody,
  experienceYearsProblem,
  extraInfoBody,
  isIanaZone,
  MAX_ENTRIES_PER_LIST,
  MSG,
  todayIn,
  toE164,
} from '@sahaj/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, notFound } from '../../lib/errors';
import { fileIdFromLink } from '../../lib/files/index';
import type { ProfileDeps } from './deps';
import { educationToDb, experienceToDb, licenceToDb } from './mapper';
import { therapistProfileRepository } from './repository';

type ExtraInfo = z.output<typeof extraInfoBody>;

/** The extra-info body key of each entry kind (a licence is sent as medicalLicencesDetails). */
const BODY_KEY: Record<EntryKind, string> = {
  educationalDetails: 'educationalDetails',
  experienceDetails: 'experienceDetails',
  medicalLicences: 'medicalLicencesDetails',
};
/** 'Please upload the document', under the entry's document link. */
const uploadDocument = (kind: EntryKind) =>
  badRequest(MSG.uploadDocument, 'VALIDATION', { field: `${BODY_KEY[kind]}.url` });

/** Two saves raced for one document: the unique index keeps it on one entry. */
const documentTaken =
  (kind: EntryKind) =>
  (err: unknown): never => {
    if (isUniqueViolation(err)) throw uploadDocument(kind);
    throw err;
  };

/** PATCH /provider/work-profile/extra-info: add, edit or delete one education, experience or licence entry (page 2). */
export function entryUseCases({ db, repo, doctor, discardFiles }: ProfileDeps) {
  /** A stored file the caller uploaded for this purpose and not yet used elsewhere. */
  async function claimableDocument(userId: string, kind: EntryKind, url: string | undefined) {
    const fileId = fileIdFromLink(url);
    if (!fileId) return undefined;
    const file = await repo.file(fileId);
    if (!file || file.ownerUserId !== userId || file.purpose !== kind) throw uploadDocument(kind);
    if (await repo.fileInUse(file.id)) throw uploadDocument(kind);
    return file.id;
  }

  return {
    async saveExtraInfo(
      userId: string,
      input: ExtraInfo | ExtraInfoBody,
    ): Promise<{ message: string; _id: string | null }> {
      const body = extraInfoBody.parse(input);
      const user = await doctor(userId);
      if (body.totalWorkExperiance !== undefined) {
        // The same rule as page 2's own save (issue 20 #9): no more years than the person's age allows.
        const today = todayIn(isIanaZone(user.timeZone) ? user.timeZone : 'Asia/Kolkata');
        const tooMany = experienceYearsProblem(body.totalWorkExperiance, user.dob, today);
        if (tooMany) throw badRequest(tooMany, 'VALIDATION', { field: 'totalWorkExperiance' });
      }
      const kind: EntryKind = body.educationalDetails
        ? 'educationalDetails'
        : body.experienceDetails
          ? 'experienceDetails'
          : 'medicalLicences';
      const entry = (body.educationalDetails ?? body.experienceDetails ?? body.medicalLicencesDetails)!;
      const values =
        kind === 'educationalDetails'
          ? educationToDb(entry as NonNullable<ExtraInfo['educationalDetails']>)
          : kind === 'experienceDetails'
            ? experienceToDb(entry as NonNullable<ExtraInfo['experienceDetails']>, toE164)
            : licenceToDb(entry as NonNullable<ExtraInfo['medicalLicencesDetails']>);
      const saveYears = async (tx: DbOrTx) => {
        if (body.totalWorkExperiance !== undefined)
          await repo.updateProfile(tx, userId, { totalWorkExperience: body.totalWorkExperiance });
      };

      if (entry.status === 'delete') {
        const existing = await repo.entry(kind, userId, entry._id!);
        if (!existing) throw notFound(MSG.entryNotFound);
        await db.transaction(async (tx) => {
          await repo.deleteEntry(tx, kind, userId, existing.id);
          await saveYears(tx);
        });
        await discardFiles([existing.documentFileId]);
        return { message: MSG.deletedData, _id: null };
      }

      const documentFileId = await claimableDocument(userId, kind, entry.url);
      if (entry._id) {
        const existing = await repo.entry(kind, userId, entry._id);
        if (!existing) throw notFound(MSG.entryNotFound);
        const replaced = documentFileId && documentFileId !== existing.documentFileId ? existing.documentFileId : null;
        await db
          .transaction(async (tx) => {
            await repo.updateEntry(tx, kind, userId, existing.id, {
              ...values,
              ...(documentFileId ? { documentFileId } : {}),
            });
            await saveYears(tx);
          })
          .catch(documentTaken(kind));
        await discardFiles([replaced]);
        return { message: MSG.editedSuccessfully, _id: existing.id };
      }

      // A new licence may get its document afterwards (upload with fileId); the others need it now.
      if (!documentFileId && kind !== 'medicalLicences') throw uploadDocument(kind);
      const id = await db
        .transaction(async (tx) => {
          // Counted under the owner's row lock, so parallel adds cannot pass the limit together (issue 9 #7).
          const locked = therapistProfileRepository(tx);
          await locked.lockUser(userId);
          if ((await locked.entryCount(kind, userId)) >= MAX_ENTRIES_PER_LIST) throw badRequest(MSG.entryLimit);
          const added = await repo.insertEntry(tx, kind, { userId, ...values, documentFileId: documentFileId ?? null });
          await saveYears(tx);
          return added;
        })
        .catch(documentTaken(kind));
      return { message: MSG.addedSuccessfully, _id: id };
    },
  };
}
