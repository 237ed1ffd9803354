import {
  type AccountDetails,
  type BasicInfoBody,
  basicInfoBody,
  DEFAULT_HIDDEN_FIELDS,
  type ExtraInfoBody,
  extraInfoBody,
  MAX_ENTRIES_PER_LIST,
  MSG,
  type ProfileStatus,
  parseCoordinate,
  type Treatment,
  toE164,
  type treatmentBody,
  type treatmentUpdateBody,
  type UploadFileResult,
  type UploadType,
  WORK_PROFILE_GROUP_PAGE,
  type WorkProfile,
  type WorkProfileUpdate,
} from '@sahaj/contract';
import { City, Country, State } from 'country-state-city';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { therapistTreatments, type UploadPurpose, users } from '../../db/schema/index';
import { newStorageKey } from '../../integrations/storage/file-storage';
import type { FileStorage } from '../../integrations/storage/index';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { availabilityService } from '../availability/service';
import { reverseGeocode } from '../geo/service';
import {
  accountFromDb,
  addressFromDb,
  educationFromDb,
  educationToDb,
  experienceFromDb,
  experienceToDb,
  genderFromDb,
  genderToDb,
  licenceFromDb,
  licenceToDb,
  maskedAccountFromDb,
  minorToWhole,
  treatmentFromDb,
  wholeToMinor,
} from './mapper';
import { ENTRY_TABLES, type EntryKind, therapistProfileRepository } from './repository';
import { checkUpload, cleanFileName, type FileLinkSigner, fileIdFromLink } from './uploads';

type Ctx = Pick<AppContext, 'db' | 'encryption' | 'log' | 'passwords'>;
type BasicInfo = z.output<typeof basicInfoBody>;
type ExtraInfo = z.output<typeof extraInfoBody>;

/** Statuses in which saving page 6 submits the profile for approval. */
const SUBMITTABLE: readonly ProfileStatus[] = ['pending', 'rejected', 'waiting for approval'];

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Two saves raced for one document: the unique index keeps it on one entry. */
const documentTaken = (err: unknown): never => {
  if (isUniqueViolation(err)) throw badRequest(MSG.uploadDocument);
  throw err;
};

/**
 * The therapist's own work profile: the wizard's six pages, entries with documents, uploads,
 * treatments and bank details. Every call is scoped to the caller's user id.
 */
export function therapistProfileService(ctx: Ctx, storage: FileStorage, links: FileLinkSigner) {
  const { db } = ctx;
  const repo = therapistProfileRepository(db);
  const availability = availabilityService(db);

  const docLink = (file: { id: string; originalName: string; createdAt: Date } | null | undefined) =>
    file
      ? { url: links.link(file.id), fileName: file.originalName, lastModified: file.createdAt.toISOString() }
      : { url: null, fileName: null, lastModified: null };

  async function doctor(userId: string) {
    const user = await repo.user(userId);
    if (user?.userType !== 'doctor') throw notFound(MSG.notFound);
    return user;
  }

  async function readProfile(userId: string): Promise<WorkProfile> {
    const user = await doctor(userId);
    const [profile, education, experience, licences, specs, langs, sched, bank, external] = await Promise.all([
      repo.profile(userId),
      repo.entries.education(userId),
      repo.entries.experience(userId),
      repo.entries.licences(userId),
      repo.specialitiesOf(userId),
      repo.languagesOf(userId),
      availability.read(userId),
      repo.bank(userId),
      repo.hasExternalSignIn(userId),
    ]);
    const fileIds = [
      profile?.profilePicFileId,
      ...education.map((e) => e.documentFileId),
      ...experience.map((e) => e.documentFileId),
      ...licences.map((e) => e.documentFileId),
    ].filter((x): x is string => Boolean(x));
    const files = new Map((await repo.files(fileIds)).map((f) => [f.id, f]));
    const doc = (id: string | null) => docLink(id ? files.get(id) : undefined);
    return {
      _id: user.id,
      status: user.status,
      page: user.page,
      rejectionReason: user.status === 'rejected' ? (profile?.rejectionReason ?? null) : null,
      gender: genderFromDb(user.gender),
      name: user.name,
      email: user.email,
      phone: user.phone,
      hasPassword: Boolean(user.passwordHash),
      isExternalSignIn: external,
      timeZone: user.timeZone,
      timeZoneLabel: user.timeZoneLabel,
      dob: user.dob,
      aboutYou: profile?.aboutYou ?? '',
      address: addressFromDb(profile?.latitude ?? null, profile?.longitude ?? null, profile?.locationText ?? null),
      hiddenFields: profile?.hiddenFields ?? [...DEFAULT_HIDDEN_FIELDS],
      profilePic: doc(profile?.profilePicFileId ?? null).url,
      educationalDetails: education.map((e) => educationFromDb(e, doc(e.documentFileId))),
      experienceDetails: experience.map((e) => experienceFromDb(e, doc(e.documentFileId))),
      medicalLicences: licences.map((e) => licenceFromDb(e, doc(e.documentFileId))),
      languagesKnown: langs.map((l) => l.name),
      specialization: specs.map((s) => ({ _id: s.id, name: s.name })),
      professionalTitle: profile?.professionalTitle ?? null,
      totalWorkExperiance: profile?.totalWorkExperience ?? null,
      currency: profile?.currency ?? 'INR',
      consultationFee: minorToWhole(profile?.consultationFeeMinor ?? null),
      consultationDuration: profile?.consultationDuration ?? null,
      timeSlot: sched.timeSlot,
      specialTime: sched.specialTime,
      offDays: sched.offDays,
      accountDetails: bank ? maskedAccountFromDb(bank) : null,
      submittedAt: profile?.submittedAt?.toISOString() ?? null,
    };
  }

  /** A stored file the caller uploaded for this purpose and not yet used elsewhere. */
  async function claimableDocument(userId: string, kind: EntryKind, url: string | undefined) {
    const fileId = fileIdFromLink(url);
    if (!fileId) return undefined;
    const file = await repo.file(fileId);
    if (!file || file.ownerUserId !== userId || file.purpose !== kind) throw badRequest(MSG.uploadDocument);
    if (await repo.fileInUse(file.id)) throw badRequest(MSG.uploadDocument);
    return file.id;
  }

  /** Removes stored files no longer referenced (after the transaction that dropped them). */
  async function discardFiles(fileIds: Array<string | null | undefined>) {
    for (const id of fileIds) {
      if (!id) continue;
      try {
        const row = await repo.deleteFile(db, id);
        if (row) await storage.delete(row.storageKey);
      } catch (err) {
        ctx.log.warn({ err, fileId: id }, 'could not remove a replaced upload');
      }
    }
  }

  /**
   * Uploads never attached to an entry (the popup was closed without saving) are removed a day
   * later, the next time their owner uploads something.
   */
  async function discardStaleUploads(userId: string) {
    const stale = await repo.staleFiles(userId, new Date(Date.now() - 24 * 60 * 60 * 1000));
    const unused: string[] = [];
    for (const f of stale) if (!(await repo.fileInUse(f.id))) unused.push(f.id);
    await discardFiles(unused);
  }

  /** First page whose data is missing, with its message (page 6 submits only a complete profile). */
  async function incompleteness(userId: string): Promise<{ page: number; message: string } | undefined> {
    const p = await readProfile(userId);
    if (!p.name) return { page: 1, message: MSG.fullNameRequired };
    if (!p.gender) return { page: 1, message: MSG.selectGender };
    if (!p.dob) return { page: 1, message: MSG.dobRequired };
    if (!p.educationalDetails.length || !p.experienceDetails.length)
      return { page: 2, message: MSG.educationAndExperienceRequired };
    if (!p.professionalTitle) return { page: 3, message: MSG.professionalTitleRequired };
    if (!p.languagesKnown.length || !p.specialization.length)
      return { page: 3, message: MSG.languageAndSpecializationRequired };
    if (!p.consultationDuration) return { page: 4, message: MSG.selectConsultationPeriod };
    if (!p.timeSlot.length) return { page: 4, message: MSG.selectAvailableDays };
    if (p.consultationFee == null) return { page: 5, message: MSG.fillPrice };
    return undefined;
  }

  return {
    read: readProfile,

    async bankDetails(userId: string): Promise<{ accountDetails: AccountDetails | null }> {
      await doctor(userId);
      const bank = await repo.bank(userId);
      return { accountDetails: bank ? accountFromDb(bank, ctx.encryption.decrypt(bank.accountNumberEncrypted)) : null };
    },

    async updateBasicInfo(userId: string, input: BasicInfo | BasicInfoBody) {
      const body = basicInfoBody.parse(input);
      const user = await doctor(userId);
      const email = body.email?.toLowerCase();
      // Page 1 asks for e-mail and password unless the account came from an external sign-in;
      // the server insists only while the account has none yet (a later edit may leave them out).
      if (!(await repo.hasExternalSignIn(userId))) {
        if (!email && !user.email) throw badRequest(MSG.profileEmailRequired);
        if (!body.password && !user.passwordHash) throw badRequest(MSG.profilePasswordRequired);
      }
      if (email && email !== user.email) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.userType, 'doctor'), eq(users.email, email), ne(users.id, userId)))
          .limit(1);
        if (taken) throw conflict(MSG.profileEmailTaken);
      }
      let place: ReturnType<typeof reverseGeocode> | undefined;
      let lat: number | undefined;
      let lng: number | undefined;
      if (body.address) {
        lat = parseCoordinate(body.address.latitude, 'lat');
        lng = parseCoordinate(body.address.longitude, 'lng');
        if (lat === undefined || lng === undefined) throw badRequest(MSG.invalidCoordinates);
        place = reverseGeocode(lat, lng);
      }
      const passwordHash = body.password ? await ctx.passwords.hash(body.password) : undefined;
      const [firstName, ...rest] = body.name.split(/\s+/);
      try {
        await db.transaction(async (tx) => {
          const knownZone = place && place.globalTimeZone !== MSG.unknownTimezone;
          await tx
            .update(users)
            .set({
              name: body.name,
              firstName: firstName ?? body.name,
              lastName: rest.join(' ') || null,
              gender: genderToDb(body.gender),
              dob: body.dob,
              ...(email && email !== user.email ? { email, emailVerifiedAt: null } : {}),
              ...(passwordHash ? { passwordHash } : {}),
              ...(knownZone ? { timeZone: place!.globalTimeZone, timeZoneLabel: place!.timezone } : {}),
              updatedAt: new Date(),
            })
            .where(eq(users.id, userId));
          await repo.updateProfile(tx, userId, {
            aboutYou: body.aboutYou,
            ...(body.hiddenFields ? { hiddenFields: [...new Set(body.hiddenFields)] } : {}),
            ...(place ? { latitude: lat, longitude: lng, locationText: place.location } : {}),
          });
          await repo.advancePage(tx, userId, 1);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MSG.profileEmailTaken);
        throw err;
      }
      const after = await doctor(userId);
      return { message: MSG.updatedBasicInfo, page: after.page, status: after.status };
    },

    async saveExtraInfo(
      userId: string,
      input: ExtraInfo | ExtraInfoBody,
    ): Promise<{ message: string; _id: string | null }> {
      const body = extraInfoBody.parse(input);
      await doctor(userId);
      const kind: EntryKind = body.educationalDetails
        ? 'educationalDetails'
        : body.experienceDetails
          ? 'experienceDetails'
          : 'medicalLicences';
      const entry = (body.educationalDetails ?? body.experienceDetails ?? body.medicalLicencesDetails)!;
      const table = ENTRY_TABLES[kind];
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
          await tx.delete(table).where(and(eq(table.id, existing.id), eq(table.userId, userId)));
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
            await tx
              .update(table)
              .set({ ...values, ...(documentFileId ? { documentFileId } : {}) } as never)
              .where(and(eq(table.id, existing.id), eq(table.userId, userId)));
            await saveYears(tx);
          })
          .catch(documentTaken);
        await discardFiles([replaced]);
        return { message: MSG.editedSuccessfully, _id: existing.id };
      }

      // A new licence may get its document afterwards (upload with fileId); the others need it now.
      if (!documentFileId && kind !== 'medicalLicences') throw badRequest(MSG.uploadDocument);
      if ((await repo.entryCount(kind, userId)) >= MAX_ENTRIES_PER_LIST) throw badRequest(MSG.entryLimit);
      const id = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(table)
            .values({ userId, ...values, documentFileId: documentFileId ?? null } as never)
            .returning({ id: table.id });
          await saveYears(tx);
          return row!.id;
        })
        .catch(documentTaken);
      return { message: MSG.addedSuccessfully, _id: id };
    },

    async updateWorkProfile(userId: string, update: WorkProfileUpdate) {
      const user = await doctor(userId);
      const page = WORK_PROFILE_GROUP_PAGE[update.group];
      switch (update.group) {
        case 'experience': {
          const [education, experience] = await Promise.all([
            repo.entries.education(userId),
            repo.entries.experience(userId),
          ]);
          if (!education.length || !experience.length) throw badRequest(MSG.educationAndExperienceRequired);
          await db.transaction(async (tx) => {
            await repo.updateProfile(tx, userId, { totalWorkExperience: update.totalWorkExperiance });
            await repo.advancePage(tx, userId, page);
          });
          break;
        }
        case 'services': {
          const ids = [...new Set(update.specialization)];
          const names = [...new Set(update.languagesKnown.map((n) => n.toLowerCase()))];
          const [specs, langs] = await Promise.all([repo.specialitiesByIds(ids), repo.languagesByNames(names)]);
          if (specs.length !== ids.length) throw badRequest(MSG.unknownSpeciality);
          if (langs.length !== names.length) throw badRequest(MSG.unknownLanguage);
          await db.transaction(async (tx) => {
            await repo.updateProfile(tx, userId, { professionalTitle: update.professionalTitle });
            await repo.replaceServices(
              tx,
              userId,
              specs.map((s) => s.id),
              langs.map((l) => l.id),
            );
            await repo.advancePage(tx, userId, page);
          });
          break;
        }
        case 'availability': {
          const before = await availability.read(userId);
          const existing = new Set([...before.offDays, ...before.specialTime].map((d) => d.date));
          availability.checkDates(update, user.timeZone, existing);
          await db.transaction(async (tx) => {
            await availability.save(tx, userId, update);
            await repo.updateProfile(tx, userId, { consultationDuration: update.consultationDuration });
            await repo.advancePage(tx, userId, page);
          });
          break;
        }
        case 'pricing': {
          const profile = await repo.profile(userId);
          const currency = profile?.currency ?? 'INR';
          if (update.currency && update.currency !== currency) throw badRequest(MSG.currencyFixed);
          await db.transaction(async (tx) => {
            await repo.updateProfile(tx, userId, { consultationFeeMinor: wholeToMinor(update.consultationFee) });
            await repo.advancePage(tx, userId, page);
          });
          break;
        }
        case 'bank': {
          const a = update.accountDetails;
          const country = Country.getCountryByCode(a.countryCode);
          const state = country ? State.getStateByCodeAndCountry(a.stateCode, a.countryCode) : undefined;
          const cityKnown = state && City.getCitiesOfState(a.countryCode, state.isoCode).some((c) => c.name === a.city);
          const stateHasCities = state ? City.getCitiesOfState(a.countryCode, state.isoCode).length > 0 : false;
          if (!country || !state || (stateHasCities && !cityKnown)) throw badRequest(MSG.invalidBankLocation);
          const submit = SUBMITTABLE.includes(user.status);
          if (submit) {
            const missing = await incompleteness(userId);
            if (missing) throw new AppError('PROFILE_INCOMPLETE', 400, missing.message, { page: missing.page });
          }
          await db.transaction(async (tx) => {
            await repo.upsertBank(tx, {
              userId,
              bankName: a.bankName,
              accountHolderName: a.accountHolderName,
              accountNumberEncrypted: ctx.encryption.encrypt(a.accountNumber),
              accountNumberLength: a.accountNumber.length,
              accountNumberLast4: a.accountNumber.slice(-4),
              ifsc: a.ifsc,
              branchName: a.branchName,
              city: a.city,
              state: state.name,
              stateCode: state.isoCode,
              country: country.name,
              countryCode: country.isoCode,
              timeZone: country.timezones?.[0]?.zoneName ?? null,
            });
            await repo.advancePage(tx, userId, page);
            if (submit) {
              await tx
                .update(users)
                .set({ status: 'waiting for approval', updatedAt: new Date() })
                .where(eq(users.id, userId));
              await repo.updateProfile(tx, userId, { submittedAt: new Date() });
            }
          });
          break;
        }
      }
      const after = await doctor(userId);
      return { message: MSG.updatedWorkProfile, page: after.page, status: after.status };
    },

    async upload(
      userId: string,
      input: { type: UploadType; fileId?: string; bytes: Buffer; truncated: boolean; filename?: string },
    ): Promise<UploadFileResult> {
      await doctor(userId);
      const kind = input.type === 'profile_pic' ? undefined : (input.type as EntryKind);
      const target = kind && input.fileId ? await repo.entry(kind, userId, input.fileId) : undefined;
      if (kind && input.fileId && !target) throw notFound(MSG.entryNotFound);
      const checked = await checkUpload(input.type, input.bytes, input.truncated);
      const key = newStorageKey(checked.ext);
      await storage.put(key, checked.bytes);
      let replaced: string | null | undefined;
      let file: Awaited<ReturnType<typeof repo.insertFile>>;
      try {
        file = await db.transaction(async (tx) => {
          const stored = await repo.insertFile(tx, {
            ownerUserId: userId,
            purpose: input.type as UploadPurpose,
            storageKey: key,
            originalName: cleanFileName(input.filename, checked.ext),
            mimeType: checked.mimeType,
            sizeBytes: checked.bytes.length,
            width: checked.width,
            height: checked.height,
          });
          if (input.type === 'profile_pic') {
            replaced = (await therapistProfileRepository(tx).profile(userId))?.profilePicFileId;
            await repo.updateProfile(tx, userId, { profilePicFileId: stored.id });
          } else if (kind && target) {
            const t = ENTRY_TABLES[kind];
            replaced = target.documentFileId;
            await tx
              .update(t)
              .set({ documentFileId: stored.id } as never)
              .where(and(eq(t.id, target.id), eq(t.userId, userId)));
          }
          return stored;
        });
      } catch (err) {
        await storage.delete(key).catch(() => {});
        throw err;
      }
      await discardFiles([replaced]);
      await discardStaleUploads(userId);
      return {
        message: MSG.uploadedFile,
        type: input.type,
        documentId: file.id,
        fileId: target?.id ?? null,
        url: links.link(file.id),
        fileName: file.originalName,
        lastModified: file.createdAt.toISOString(),
      };
    },

    /**
     * A stored file for a reader: the owner or an admin (by token), or anyone holding a valid
     * signed link we issued to such a reader.
     */
    async openFile(
      fileId: string,
      access: { reader?: { userId: string; userType: string }; exp?: number; sig?: string },
    ) {
      const file = await repo.file(fileId);
      const signed = links.verify(fileId, access.exp, access.sig);
      if (!signed && (access.exp || access.sig) && !access.reader) {
        throw new AppError('LINK_EXPIRED', 403, MSG.fileLinkExpired);
      }
      const allowed =
        signed ||
        (access.reader && file && (access.reader.userType === 'admin' || access.reader.userId === file.ownerUserId));
      if (!file || !allowed) throw notFound(MSG.fileNotFound);
      const bytes = await storage.get(file.storageKey);
      if (!bytes) throw notFound(MSG.fileNotFound);
      return { file, bytes };
    },

    // treatments --------------------------------------------------------------------------
    async treatments(userId: string): Promise<{ treatments: Treatment[] }> {
      await doctor(userId);
      const [rows, profile] = await Promise.all([repo.treatments(userId), repo.profile(userId)]);
      return { treatments: rows.map((r) => treatmentFromDb(r, profile?.consultationDuration ?? null)) };
    },

    async addTreatment(userId: string, body: z.output<typeof treatmentBody>) {
      await doctor(userId);
      if (await repo.treatmentByName(userId, body.treatmentName)) throw conflict(MSG.treatmentExists);
      const profile = await repo.profile(userId);
      try {
        const [row] = await db
          .insert(therapistTreatments)
          .values({
            userId,
            name: body.treatmentName,
            priceMinor: wholeToMinor(body.treatmentPrice),
            currency: profile?.currency ?? 'INR',
          })
          .returning();
        return { message: MSG.addedTreatment, treatment: treatmentFromDb(row!, profile?.consultationDuration ?? null) };
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MSG.treatmentExists);
        throw err;
      }
    },

    async updateTreatment(userId: string, body: z.output<typeof treatmentUpdateBody>) {
      await doctor(userId);
      const existing = await repo.treatment(userId, body.treatmentId);
      if (!existing) throw notFound(MSG.treatmentNotFound);
      if (body.treatmentName) {
        const same = await repo.treatmentByName(userId, body.treatmentName);
        if (same && same.id !== existing.id) throw conflict(MSG.treatmentExists);
      }
      const profile = await repo.profile(userId);
      try {
        const [row] = await db
          .update(therapistTreatments)
          .set({
            ...(body.treatmentName ? { name: body.treatmentName } : {}),
            ...(body.treatmentPrice !== undefined ? { priceMinor: wholeToMinor(body.treatmentPrice) } : {}),
          })
          .where(and(eq(therapistTreatments.id, existing.id), eq(therapistTreatments.userId, userId)))
          .returning();
        return {
          message: MSG.updatedTreatment,
          treatment: treatmentFromDb(row!, profile?.consultationDuration ?? null),
        };
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MSG.treatmentExists);
        throw err;
      }
    },

    async deleteTreatment(userId: string, treatmentId: string) {
      await doctor(userId);
      const [row] = await db
        .delete(therapistTreatments)
        .where(and(eq(therapistTreatments.id, treatmentId), eq(therapistTreatments.userId, userId)))
        .returning({ id: therapistTreatments.id });
      if (!row) throw notFound(MSG.treatmentNotFound);
      return { message: MSG.deletedTreatment };
    },
  };
}
export type TherapistProfileService = ReturnType<typeof therapistProfileService>;
