import {
  type AccountSettings,
  type AccountStatusData,
  type AccountUpdateData,
  ageProblem,
  type ContactCodeSentData,
  MSG,
  timezoneLabel,
  toDialCodeForm,
  todayIn,
  toE164,
  zoneOffsetMinutes,
} from '@sahaj/contract';
import type { AppContext } from '../../context';
import { countryCodeOf } from '../../integrations/geo/world';
import { newStorageKey } from '../../integrations/storage/file-storage';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { checkImage, cleanFileName, IMAGE_RULES } from '../../lib/files/index';
import { codeService, passwordChanges } from '../auth';
import { accountDeletion, type DeletionMoney } from './deletion';
import { accountExport } from './export';
import { accountRepository } from './repository';

export type AccountContext = Pick<
  AppContext,
  'db' | 'sms' | 'mail' | 'config' | 'log' | 'passwords' | 'tokens' | 'storage' | 'fileLinks'
>;

type AccountRow = NonNullable<Awaited<ReturnType<ReturnType<typeof accountRepository>['account']>>>;

/** Codes for a change of contact are tied to the account: only it can use them, only for that address. */
const emailPurpose = (userId: string) => `account-email:${userId}`;
const phonePurpose = (userId: string) => `account-phone:${userId}`;

/**
 * The account page (spec 03 "Patient account screens"): name, picture, patient details, time zone,
 * contact changes proved by a code sent to the NEW address or number, and password change.
 */
export function accountService(ctx: AccountContext, deps: { money?: () => DeletionMoney } = {}) {
  const repo = accountRepository(ctx.db);
  const codes = codeService(ctx);
  const passwords = passwordChanges(ctx);

  function view(row: AccountRow): AccountSettings {
    const picId = row.userType === 'doctor' ? row.therapistPicId : row.patientPicId;
    return {
      _id: row.id,
      userType: row.userType,
      name: row.name,
      email: row.email,
      emailVerified: !!row.emailVerifiedAt,
      phone: row.phone ? toDialCodeForm(row.phone) : null,
      phoneVerified: !!row.phoneVerifiedAt,
      timeZone: row.timeZoneLabel,
      globalTimeZone: row.timeZone,
      profilePic: picId ? ctx.fileLinks.link(picId) : null,
      gender: row.gender ?? null,
      dob: row.dob ?? null,
      location: row.location ?? null,
      countryCode: countryCodeOf(row.location, row.timeZone) ?? null,
      hasPassword: row.hasPassword,
      deletionCodeChannel: row.email ? 'email' : row.phone ? 'phone' : null,
    };
  }

  async function load(userId: string): Promise<AccountRow> {
    const row = await repo.account(userId);
    if (!row) throw notFound(MSG.notFound);
    return row;
  }

  const settings = async (userId: string) => view(await load(userId));
  const updated = async (userId: string, message: string): Promise<AccountUpdateData> => ({
    message,
    account: await settings(userId),
  });

  async function discardFile(fileId: string | null | undefined) {
    if (!fileId) return;
    const key = await repo.deleteFile(ctx.db, fileId).catch(() => undefined);
    if (key) await ctx.storage.delete(key).catch((err) => ctx.log.warn({ err }, 'could not delete a stored file'));
  }

  return {
    settings,
    /** Account deletion (deletion.ts). */
    deletion: accountDeletion(ctx, deps.money),
    /** The patient's data as one streamed ZIP (export.ts). */
    export: accountExport(ctx),

    async status(userId: string): Promise<AccountStatusData> {
      const row = await load(userId);
      return { status: row.status, data: view(row) };
    },

    async updateName(userId: string, name: string): Promise<AccountUpdateData> {
      const [firstName, ...rest] = name.split(/\s+/);
      await repo.updateUser(ctx.db, userId, {
        name,
        firstName: firstName ?? name,
        lastName: rest.length ? rest.join(' ') : null,
      });
      return updated(userId, MSG.updatedSuccessfully);
    },

    /** Gender, date of birth (18 to 120 on today's date in the patient's own zone) and place. */
    async updatePatientProfile(
      userId: string,
      body: { gender?: 'male' | 'female' | 'other'; dob?: string; location?: string },
    ): Promise<AccountUpdateData> {
      await ctx.db.transaction(async (tx) => {
        const row = await repo.account(userId, tx, { lock: true });
        if (!row) throw notFound(MSG.notFound);
        if (body.dob !== undefined) {
          const problem = ageProblem(body.dob, todayIn(row.timeZone));
          if (problem) throw badRequest(problem, 'VALIDATION', { field: 'dob' });
        }
        const set: Parameters<typeof repo.updateUser>[2] = {};
        if (body.gender !== undefined) set.gender = body.gender;
        if (body.dob !== undefined) set.dob = body.dob;
        if (Object.keys(set).length) await repo.updateUser(tx, userId, set);
        if (body.location !== undefined) await repo.saveLocation(tx, userId, body.location || null);
      });
      return updated(userId, MSG.updatedSuccessfully);
    },

    async updateTimeZone(userId: string, body: { globalTimeZone: string; timeZone?: string }) {
      const zone = body.globalTimeZone;
      const label = body.timeZone?.trim() || timezoneLabel(zone, zoneOffsetMinutes(zone));
      await repo.updateUser(ctx.db, userId, { timeZone: zone, timeZoneLabel: label });
      return updated(userId, MSG.accountTimeZoneSaved);
    },

    /** A patient's picture: checked from its bytes, re-encoded, stored under a server-made key. */
    async uploadPicture(userId: string, input: { bytes: Buffer; truncated: boolean; filename?: string }) {
      const checked = await checkImage(input.bytes, input.truncated, IMAGE_RULES.avatar);
      const key = newStorageKey(checked.ext);
      await ctx.storage.put(key, checked.bytes);
      let replaced: string | null | undefined;
      try {
        await ctx.db.transaction(async (tx) => {
          const row = await repo.account(userId, tx, { lock: true });
          if (!row) throw notFound(MSG.notFound);
          replaced = row.patientPicId;
          const file = await repo.insertFile(tx, {
            ownerUserId: userId,
            purpose: 'profile_pic',
            storageKey: key,
            originalName: cleanFileName(input.filename, checked.ext),
            mimeType: checked.mimeType,
            sizeBytes: checked.bytes.length,
            width: checked.width,
            height: checked.height,
          });
          await repo.setPicture(tx, userId, file.id);
        });
      } catch (err) {
        await ctx.storage.delete(key).catch(() => {});
        throw err;
      }
      await discardFile(replaced);
      return updated(userId, MSG.accountPictureSaved);
    },

    async removePicture(userId: string) {
      const row = await load(userId);
      if (row.patientPicId) {
        await repo.setPicture(ctx.db, userId, null);
        await discardFile(row.patientPicId);
      }
      return updated(userId, MSG.accountPictureRemoved);
    },

    /** Step 1 of an e-mail change: a code to the NEW address; nothing changes yet. */
    async sendEmailCode(userId: string, email: string): Promise<ContactCodeSentData> {
      const row = await load(userId);
      if (row.email === email) throw badRequest(MSG.accountSameEmail, 'SAME_EMAIL', { field: 'email' });
      if (await repo.contactTaken(row.userType, { email }, userId)) {
        throw conflict(MSG.onboardingEmailInUse, 'EMAIL_TAKEN', { field: 'email' });
      }
      const issued = await codes.issueCode({
        purpose: emailPurpose(userId),
        target: email,
        channel: 'email',
        userId,
        userType: row.userType,
      });
      return { message: MSG.accountCodeSentEmail, resendAfterSeconds: issued.resendAfterSeconds };
    },

    /** Step 2: the code proves the new address; only now it replaces the old one (verified). */
    async confirmEmail(userId: string, email: string, code: string): Promise<AccountUpdateData> {
      await codes.verifyCode({
        purpose: emailPurpose(userId),
        target: email,
        code,
        invalidMessage: MSG.accountInvalidCode,
      });
      try {
        await repo.updateUser(ctx.db, userId, { email, emailVerifiedAt: new Date() });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MSG.onboardingEmailInUse, 'EMAIL_TAKEN', { field: 'email' });
        throw err;
      }
      return updated(userId, MSG.accountEmailChanged);
    },

    async sendPhoneCode(userId: string, phoneInput: string): Promise<ContactCodeSentData> {
      const phone = toE164(phoneInput);
      if (!phone) throw badRequest(MSG.accountPhoneInvalid, 'VALIDATION', { field: 'phone' });
      const row = await load(userId);
      if (row.phone === phone) throw badRequest(MSG.accountSamePhone, 'SAME_PHONE', { field: 'phone' });
      if (await repo.contactTaken(row.userType, { phone }, userId)) {
        throw conflict(MSG.accountPhoneInUse, 'PHONE_TAKEN', { field: 'phone' });
      }
      const issued = await codes.issueCode({
        purpose: phonePurpose(userId),
        target: phone,
        channel: 'sms',
        userId,
        userType: row.userType,
      });
      return { message: MSG.accountCodeSentPhone, resendAfterSeconds: issued.resendAfterSeconds };
    },

    async confirmPhone(userId: string, phoneInput: string, code: string): Promise<AccountUpdateData> {
      const phone = toE164(phoneInput);
      if (!phone) throw badRequest(MSG.accountPhoneInvalid, 'VALIDATION', { field: 'phone' });
      await codes.verifyCode({
        purpose: phonePurpose(userId),
        target: phone,
        code,
        invalidMessage: MSG.accountInvalidCode,
      });
      try {
        await repo.updateUser(ctx.db, userId, { phone, phoneVerifiedAt: new Date() });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MSG.accountPhoneInUse, 'PHONE_TAKEN', { field: 'phone' });
        throw err;
      }
      return updated(userId, MSG.accountPhoneChanged);
    },

    /** The current password is required; every other session of the account ends (sockets too). */
    async changePassword(
      userId: string,
      sessionId: string,
      body: { currentPassword?: string; password: string },
    ): Promise<{ message: string }> {
      if (body.currentPassword === body.password) {
        throw badRequest(MSG.accountPasswordSameAsOld, 'VALIDATION', { field: 'password' });
      }
      await passwords.change({
        userId,
        password: body.password,
        currentPassword: body.currentPassword,
        keepSessionId: sessionId,
      });
      return { message: MSG.accountPasswordChanged };
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
