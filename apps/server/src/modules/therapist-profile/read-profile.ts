import { type AccountDetails, CURRENCY, DEFAULT_HIDDEN_FIELDS, type WorkProfile } from '@sahaj/contract';
import type { ProfileDeps } from './deps';
import {
  accountFromDb,
  addressFromDb,
  educationFromDb,
  experienceFromDb,
  feeFromDb,
  genderFromDb,
  licenceFromDb,
  maskedAccountFromDb,
} from './mapper';

/** GET /provider/work-profile (bank number masked) and GET /provider/work-profile/bank-details (in full). */
export function readProfileUseCases({ ctx, repo, availability, doctor, docLink }: ProfileDeps) {
  /** The profile of `userId` as `readerId` (the therapist, or an admin reviewing it) sees it. */
  async function read(userId: string, readerId = userId): Promise<WorkProfile> {
    const user = await doctor(userId);
    const [profile, education, experience, licences, specs, langs, schedule, bank, external] = await Promise.all([
      repo.profile(userId),
      repo.entries.education(userId),
      repo.entries.experience(userId),
      repo.entries.licences(userId),
      repo.specialitiesOf(userId),
      repo.languagesOf(userId),
      availability.schedule(userId),
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
    const doc = (id: string | null) => docLink(id ? files.get(id) : undefined, readerId);
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
      currency: profile?.currency ?? CURRENCY,
      consultationFee: feeFromDb(profile?.consultationFeeMinor ?? null),
      consultationDuration: profile?.consultationDuration ?? null,
      ...schedule,
      accountDetails: bank ? maskedAccountFromDb(bank) : null,
      submittedAt: profile?.submittedAt?.toISOString() ?? null,
    };
  }

  return {
    read,

    async bankDetails(userId: string): Promise<{ accountDetails: AccountDetails | null }> {
      await doctor(userId);
      const bank = await repo.bank(userId);
      return { accountDetails: bank ? accountFromDb(bank, ctx.encryption.decrypt(bank.accountNumberEncrypted)) : null };
    },
  };
}
