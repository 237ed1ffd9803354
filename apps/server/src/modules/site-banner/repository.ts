import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type BannerAudience, bannerDismissals, siteBanners } from '../../db/schema/index';

export type BannerRow = typeof siteBanners.$inferSelect;

/** Site banners and who dismissed them (no rules). */
export const siteBannerRepository = (db: Db) => ({
  /** The newest banner showing now for this kind of account that this person has not dismissed. */
  async current(audience: BannerAudience, userId: string, now: Date) {
    const [row] = await db
      .select()
      .from(siteBanners)
      .where(
        and(
          lte(siteBanners.startsAt, now),
          gt(siteBanners.endsAt, now),
          sql`${audience} = any(${siteBanners.audiences})`,
          sql`not exists (select 1 from ${bannerDismissals} d where d.banner_id = ${siteBanners.id} and d.user_id = ${userId})`,
        ),
      )
      .orderBy(desc(siteBanners.startsAt), desc(siteBanners.createdAt))
      .limit(1);
    return row;
  },
  async all() {
    return db
      .select({
        banner: siteBanners,
        dismissals: sql<number>`(select count(*)::int from ${bannerDismissals} d where d.banner_id = ${siteBanners.id})`,
      })
      .from(siteBanners)
      .orderBy(desc(siteBanners.endsAt), desc(siteBanners.createdAt));
  },
  async byId(id: string) {
    const [row] = await db.select().from(siteBanners).where(eq(siteBanners.id, id));
    return row;
  },
  async insert(values: typeof siteBanners.$inferInsert) {
    const [row] = await db.insert(siteBanners).values(values).returning();
    return row!;
  },
  async update(id: string, values: Partial<typeof siteBanners.$inferInsert>) {
    const [row] = await db
      .update(siteBanners)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(siteBanners.id, id))
      .returning();
    return row;
  },
  async remove(id: string) {
    const rows = await db.delete(siteBanners).where(eq(siteBanners.id, id)).returning({ id: siteBanners.id });
    return rows.length > 0;
  },
  async dismiss(bannerId: string, userId: string) {
    await db.insert(bannerDismissals).values({ bannerId, userId }).onConflictDoNothing();
  },
  async dismissals(bannerId: string) {
    const [row] = await db.select({ n: count() }).from(bannerDismissals).where(eq(bannerDismissals.bannerId, bannerId));
    return row?.n ?? 0;
  },
});
