import { type AdminBanner, type BannerBody, bannerBody, type CurrentBanner, MSG, type UserType } from '@sahaj/contract';
import type { AppContext } from '../../context';
import type { BannerAudience } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import { type BannerRow, siteBannerRepository } from './repository';

const AUDIENCE_OF: Partial<Record<UserType, BannerAudience>> = {
  patient: 'patient',
  doctor: 'doctor',
  company: 'company',
};

const toCurrent = (r: BannerRow): CurrentBanner => ({
  _id: r.id,
  text: r.text,
  linkUrl: r.linkUrl,
  linkLabel: r.linkLabel,
  endsAt: r.endsAt.toISOString(),
});
const toAdmin = (r: BannerRow, dismissals: number): AdminBanner => ({
  ...toCurrent(r),
  audiences: r.audiences,
  startsAt: r.startsAt.toISOString(),
  dismissals,
});

/** The site banner (issue 23): one current announcement per kind of account, dismissable per person. */
export function siteBannerService(ctx: Pick<AppContext, 'db'>, opts: { now?: () => Date } = {}) {
  const repo = siteBannerRepository(ctx.db);
  const clock = opts.now ?? (() => new Date());

  function valuesOf(raw: BannerBody) {
    const b = bannerBody.parse(raw);
    const endsAt = new Date(b.endsAt);
    if (endsAt <= clock()) throw badRequest(MSG.bannerEndInPast, 'BANNER_ENDED', { field: 'endsAt' });
    const link = b.linkUrl?.trim() || null;
    return {
      text: b.text,
      linkUrl: link,
      linkLabel: link ? (b.linkLabel?.trim() ?? null) : null,
      audiences: [...new Set(b.audiences)],
      startsAt: new Date(b.startsAt),
      endsAt,
    };
  }

  return {
    async current(userId: string, userType: UserType) {
      const audience = AUDIENCE_OF[userType];
      const row = audience ? await repo.current(audience, userId, clock()) : undefined;
      return { banner: row ? toCurrent(row) : null };
    },
    async dismiss(userId: string, bannerId: string) {
      if (!(await repo.byId(bannerId))) throw notFound(MSG.bannerNotFound);
      await repo.dismiss(bannerId, userId);
      return { message: MSG.bannerDismissed };
    },
    async list() {
      return { banners: (await repo.all()).map((r) => toAdmin(r.banner, r.dismissals)) };
    },
    async create(adminId: string, body: BannerBody) {
      const row = await repo.insert({ ...valuesOf(body), createdBy: adminId });
      return { message: MSG.bannerSaved, banner: toAdmin(row, 0) };
    },
    async update(bannerId: string, body: BannerBody) {
      const row = await repo.update(bannerId, valuesOf(body));
      if (!row) throw notFound(MSG.bannerNotFound);
      return { message: MSG.bannerSaved, banner: toAdmin(row, await repo.dismissals(bannerId)) };
    },
    async remove(bannerId: string) {
      if (!(await repo.remove(bannerId))) throw notFound(MSG.bannerNotFound);
      return { message: MSG.bannerDeleted };
    },
  };
}
