import { z } from 'zod';
import { SITE_BANNER_MSG as M } from './messages/site-banner';

/**
 * The site banner (issue 23): the admin sets a short announcement for some kinds of account between two
 * instants; the shell shows the current one above the header until the person dismisses it.
 *
 * - GET  /admin/get-banner-content           (anyone signed in) the banner for me now, or null
 * - POST /user/banner/:bannerId/dismiss       (anyone signed in) hide it for me, on every device
 * - GET/POST /admin/banners, PUT/DELETE /admin/banners/:bannerId   (admin) manage them
 */
export const BANNER_AUDIENCE_VALUES = ['patient', 'doctor', 'company'] as const;
export type BannerAudienceValue = (typeof BANNER_AUDIENCE_VALUES)[number];
export const BANNER_AUDIENCE_LABELS: Record<BannerAudienceValue, string> = {
  patient: 'Patients',
  doctor: 'Therapists',
  company: 'Companies',
};

export const currentBanner = z.object({
  _id: z.string(),
  text: z.string(),
  linkUrl: z.string().nullable(),
  linkLabel: z.string().nullable(),
  endsAt: z.string(),
});
export type CurrentBanner = z.infer<typeof currentBanner>;
export const bannerContentData = z.object({ banner: currentBanner.nullable() });

export const adminBanner = currentBanner.extend({
  audiences: z.array(z.enum(BANNER_AUDIENCE_VALUES)),
  startsAt: z.string(),
  dismissals: z.number().int(),
});
export type AdminBanner = z.infer<typeof adminBanner>;
export const adminBannersData = z.object({ banners: z.array(adminBanner) });

const instant = (message: string) =>
  z
    .string({ error: message })
    .refine(
      (s) => /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(s) && !Number.isNaN(Date.parse(s)),
      message,
    );

export const bannerBody = z
  .object({
    text: z.string().trim().min(1, M.bannerTextRequired).max(280, M.bannerTextTooLong),
    linkUrl: z
      .string()
      .trim()
      .max(500)
      .refine((s) => s === '' || /^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(s), M.bannerLinkInvalid)
      .nullable()
      .optional(),
    linkLabel: z.string().trim().max(40, M.bannerLinkLabelTooLong).nullable().optional(),
    audiences: z.array(z.enum(BANNER_AUDIENCE_VALUES)).min(1, M.bannerAudienceRequired).max(3),
    startsAt: instant(M.bannerStartInvalid),
    endsAt: instant(M.bannerEndInvalid),
  })
  .refine((b) => Date.parse(b.endsAt) > Date.parse(b.startsAt), { message: M.bannerEndBeforeStart, path: ['endsAt'] })
  .refine((b) => !b.linkUrl || Boolean(b.linkLabel?.trim()), {
    message: M.bannerLinkLabelRequired,
    path: ['linkLabel'],
  });
export type BannerBody = z.input<typeof bannerBody>;

export const bannerIdParams = z.object({ bannerId: z.string().uuid(M.bannerNotFound) });
export const bannerSaveResult = z.object({ message: z.string(), banner: adminBanner });
