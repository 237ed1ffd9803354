import {
  CURRENCY,
  experienceYearsProblem,
  isIanaZone,
  MSG,
  type ProfileStatus,
  rupeesToPaise,
  todayIn,
  WORK_PROFILE_GROUP_PAGE,
  type WorkProfile,
  type WorkProfileUpdate,
} from '@sahaj/contract';
import { City, Country, State } from 'country-state-city';
import { AppError, badRequest } from '../../lib/errors';
import type { ProfileDeps } from './deps';

/** Statuses in which saving page 6 submits the profile for approval. */
const SUBMITTABLE: readonly ProfileStatus[] = ['pending', 'rejected', 'waiting for approval'];

/** First page whose data is missing, with its message (page 6 submits only a complete profile). */
function incompleteness(p: WorkProfile): { page: number; message: string } | undefined {
  if (!p.name) return { page: 1, message: MSG.fullNameRequired };
  if (!p.gender) return { page: 1, message: MSG.selectGender };
  if (!p.dob) return { page: 1, message: MSG.dobRequired };
  if (!p.educationalDetails.length || !p.experienceDetails.length)
    return { page: 2, message: MSG.educationAndExperienceRequired };
  if (!p.professionalTitle) return { page: 3, message: MSG.professionalTitleRequired };
  if (!p.languagesKnown.length) return { page: 3, message: MSG.languageAndSpecializationRequired };
  if (!p.specialization.length) return { page: 3, message: MSG.selectSpeciality };
  if (!p.consultationDuration) return { page: 4, message: MSG.selectConsultationPeriod };
  if (!p.timeSlot.length) return { page: 4, message: MSG.selectAvailableDays };
  if (p.consultationFee == null) return { page: 5, message: MSG.fillPrice };
  return undefined;
}

/**
 * PATCH /provider/work-profile: one group per call (pages 2 to 6). The availability group (page 4)
 * is the availability module's; this records the wizard's progress with it.
 */
export function workProfileUseCases(
  { ctx, db, repo, availability, doctor }: ProfileDeps,
  readProfile: (userId: string) => Promise<WorkProfile>,
) {
  return {
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
          // The impossible (75 years of experience for someone born in 1988) is refused by the field.
          const today = todayIn(isIanaZone(user.timeZone) ? user.timeZone : 'Asia/Kolkata');
          const tooMany = experienceYearsProblem(update.totalWorkExperiance, user.dob, today);
          if (tooMany) throw badRequest(tooMany, 'VALIDATION', { field: 'totalWorkExperiance' });
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
          if (specs.length !== ids.length) {
            throw badRequest(MSG.unknownSpeciality, 'VALIDATION', { field: 'specialization' });
          }
          if (langs.length !== names.length) {
            throw badRequest(MSG.unknownLanguage, 'VALIDATION', { field: 'languagesKnown' });
          }
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
        case 'availability':
          await availability.save(userId, update, {
            timeZone: user.timeZone,
            alsoInTransaction: (tx) => repo.advancePage(tx, userId, page),
          });
          break;
        case 'pricing': {
          const profile = await repo.profile(userId);
          const currency = profile?.currency ?? CURRENCY;
          if (update.currency && update.currency !== currency) {
            throw badRequest(MSG.currencyFixed, 'VALIDATION', { field: 'currency' });
          }
          await db.transaction(async (tx) => {
            await repo.updateProfile(tx, userId, { consultationFeeMinor: rupeesToPaise(update.consultationFee) });
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
            const missing = incompleteness(await readProfile(userId));
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
              await repo.updateUser(tx, userId, { status: 'waiting for approval' });
              await repo.updateProfile(tx, userId, { submittedAt: new Date() });
            }
          });
          break;
        }
      }
      const after = await doctor(userId);
      return { message: MSG.updatedWorkProfile, page: after.page, status: after.status };
    },
  };
}
