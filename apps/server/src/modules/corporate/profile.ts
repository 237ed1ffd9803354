import {
  type CompanyProfile,
  dayOfInstant,
  daysBetween,
  LOGO_MAX_BYTES,
  MSG,
  todayIn,
  type UpdateCompanyProfileBody,
  type updateCompanyProfileBody,
} from '@sahaj/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { companyProfiles } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { checkImage, cleanFileName, IMAGE_RULES, type ImageRule, storeThenRecord } from '../../lib/files/index';
import type { CorporateKit } from './kit';
import { creditsOf } from './mapper';
import { profileRepository } from './profile-repository';
import { CORPORATE_ZONE } from './purchases';

/** A company logo: an image checked by its bytes, no smaller than 64 px a side, stored at most 512 px. */
const LOGO_RULE: ImageRule = {
  ...IMAGE_RULES.avatar,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: LOGO_MAX_BYTES,
  minSide: 64,
  messages: { type: MSG.logoImagesOnly, tooLarge: MSG.logoTooLarge, tooSmall: MSG.logoImagesOnly },
};

export interface CompanyAccounts {
  companyAccount(
    userId: string,
    tx?: DbOrTx,
  ): Promise<
    | {
        companyName: string | null;
        companyWebsite: string | null;
        companyEmail: string | null;
        companySize: string | null;
        categoryId: string | null;
        categoryName: string | null;
        location: string;
        role: string;
      }
    | undefined
  >;
  updateCompanyAccount(userId: string, values: Record<string, string | null>): Promise<unknown>;
}

/**
 * The company profile (spec §3): the sign-up details (auth's), what corporate keeps (logo, GSTIN,
 * billing address), the live plan, the credits and the chosen therapists.
 */
export function profileUseCases(
  kit: CorporateKit,
  deps: {
    accounts: () => CompanyAccounts;
    unread: (userId: string) => Promise<number>;
    creditsLeft: (companyId: string) => Promise<{ planPaise: number; walletPaise: number }>;
    live: (companyId: string) => Promise<{
      planId: string;
      planName: string;
      durationMonths: number;
      doctorCount: number;
      startsAt: Date;
      expiresAt: Date;
    } | null>;
    chosenIds: (companyId: string) => Promise<string[]>;
  },
) {
  const { ctx, now } = kit;

  async function extras(companyId: string) {
    return profileRepository.extras(ctx.db, companyId);
  }

  async function logoOf(companyId: string) {
    const row = await extras(companyId);
    return row?.logoFileId ? ctx.fileLinks.link(row.logoFileId) : null;
  }

  async function profile(companyId: string): Promise<CompanyProfile> {
    const account = await deps.accounts().companyAccount(companyId);
    if (!account) throw notFound(MSG.companyNotFound, 'COMPANY_NOT_FOUND');
    const email = await profileRepository.emailOf(ctx.db, companyId);
    const [more, live, balance, chosen, unread] = await Promise.all([
      extras(companyId),
      deps.live(companyId),
      deps.creditsLeft(companyId),
      deps.chosenIds(companyId),
      deps.unread(companyId),
    ]);
    const today = todayIn(CORPORATE_ZONE, now());
    return {
      _id: companyId,
      email,
      companyName: account.companyName,
      companyEmail: account.companyEmail,
      companyAddress: account.location,
      billingAddress: more?.billingAddress ?? null,
      gstin: more?.gstin ?? null,
      companyWebsite: account.companyWebsite,
      companySize: account.companySize,
      companyLogo: more?.logoFileId ? ctx.fileLinks.link(more.logoFileId) : null,
      companyCategory: { categoryName: account.categoryName, categoryId: account.categoryId },
      profileCreatorRole: account.role,
      currency: 'INR',
      subscriptionDetails: live
        ? {
            _id: live.planId,
            planName: live.planName,
            planDuration: live.durationMonths,
            doctorCount: live.doctorCount,
            startsAt: live.startsAt.toISOString(),
            expiresAt: live.expiresAt.toISOString(),
            validityDays: Math.max(0, daysBetween(today, dayOfInstant(live.expiresAt, CORPORATE_ZONE))),
          }
        : null,
      subscriptionCreditDetails: {
        creaditsLeft: creditsOf(balance.planPaise + balance.walletPaise),
        planCredits: creditsOf(balance.planPaise),
        walletCredits: creditsOf(balance.walletPaise),
      },
      providersSelected: chosen,
      unreadNotificationCount: unread,
    };
  }

  async function saveExtras(companyId: string, values: Partial<typeof companyProfiles.$inferInsert>) {
    await profileRepository.saveExtras(ctx.db, companyId, values, now());
  }

  return {
    profile,
    logoOf,

    async update(companyId: string, b: z.output<typeof updateCompanyProfileBody>) {
      await deps.accounts().updateCompanyAccount(companyId, {
        role: b.role,
        companyEmail: b.email,
        companyName: b.companyName,
        location: b.companyAddress,
        categoryName: b.companyCategory.categoryName,
        categoryId: b.companyCategory.categoryId ?? null,
        companySize: b.companySize,
        companyWebsite: b.companyWebsite,
      });
      await saveExtras(companyId, {
        ...(b.gstin !== undefined ? { gstin: b.gstin } : {}),
        ...(b.billingAddress !== undefined ? { billingAddress: b.billingAddress } : {}),
      });
      return { message: MSG.profileSaved, profile: await profile(companyId) };
    },

    async uploadLogo(companyId: string, input: { bytes: Buffer; truncated: boolean; filename?: string }) {
      const checked = await checkImage(input.bytes, input.truncated, LOGO_RULE);
      const fileId = await storeThenRecord(ctx.storage, checked, async (key) => {
        const fileId = await profileRepository.insertFile(ctx.db, {
          ownerUserId: companyId,
          purpose: 'profile_pic',
          storageKey: key,
          originalName: cleanFileName(input.filename, checked.ext),
          mimeType: checked.mimeType,
          sizeBytes: checked.bytes.length,
          width: checked.width,
          height: checked.height,
        });
        await saveExtras(companyId, { logoFileId: fileId });
        return fileId;
      });
      return { message: MSG.logoChanged, companyLogo: ctx.fileLinks.link(fileId) };
    },
  };
}
export type { UpdateCompanyProfileBody };
