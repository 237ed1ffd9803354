import { and, count, desc, eq, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { type CouponRow, couponRedemptions, coupons, users } from '../../db/schema/index';

type NewCoupon = typeof coupons.$inferInsert;

/** Coupon queries (Drizzle only; rules live in service.ts). */
export function couponsRepository(db: Db) {
  const usesOf = (tx: DbOrTx, couponIds: string[]) =>
    couponIds.length
      ? tx
          .select({
            couponId: couponRedemptions.couponId,
            used: sql<number>`count(*) filter (where ${couponRedemptions.status} = 'redeemed')`.mapWith(Number),
            reserved: sql<number>`count(*) filter (where ${couponRedemptions.status} = 'reserved')`.mapWith(Number),
          })
          .from(couponRedemptions)
          .where(inArray(couponRedemptions.couponId, couponIds))
          .groupBy(couponRedemptions.couponId)
      : Promise.resolve([]);

  return {
    usesOf: (couponIds: string[]) => usesOf(db, couponIds),

    async list(q: { status: 'all' | 'active' | 'disabled'; page: number; limit: number; searchKey?: string }) {
      const where = and(
        q.status === 'all' ? undefined : eq(coupons.active, q.status === 'active'),
        q.searchKey ? ilike(coupons.code, `%${q.searchKey.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
      );
      const rows = await db
        .select({ coupon: coupons, therapistName: users.name })
        .from(coupons)
        .leftJoin(users, eq(users.id, coupons.therapistId))
        .where(where)
        .orderBy(desc(coupons.createdAt), desc(coupons.id))
        .limit(q.limit)
        .offset(q.page * q.limit);
      const [total] = await db.select({ n: count() }).from(coupons).where(where);
      return { rows, count: total?.n ?? 0 };
    },

    async byId(id: string) {
      const [row] = await db
        .select({ coupon: coupons, therapistName: users.name })
        .from(coupons)
        .leftJoin(users, eq(users.id, coupons.therapistId))
        .where(eq(coupons.id, id))
        .limit(1);
      return row;
    },

    async insert(values: NewCoupon) {
      const [row] = await db.insert(coupons).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<NewCoupon>) {
      const [row] = await db
        .update(coupons)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(coupons.id, id))
        .returning();
      return row;
    },

    async therapist(id: string) {
      const [row] = await db
        .select({ id: users.id, userType: users.userType, status: users.status, name: users.name })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    /** Active coupons for any therapist or this one (the window is checked by the service). */
    async forTherapist(therapistId: string) {
      return db
        .select()
        .from(coupons)
        .where(and(eq(coupons.active, true), or(isNull(coupons.therapistId), eq(coupons.therapistId, therapistId))))
        .orderBy(desc(coupons.createdAt));
    },

    /** The patient's uses (reserved or redeemed) per coupon. */
    async patientUses(tx: DbOrTx, patientId: string, couponIds: string[]) {
      if (!couponIds.length) return [];
      return tx
        .select({ couponId: couponRedemptions.couponId, n: count() })
        .from(couponRedemptions)
        .where(
          and(
            eq(couponRedemptions.patientId, patientId),
            inArray(couponRedemptions.couponId, couponIds),
            inArray(couponRedemptions.status, ['reserved', 'redeemed']),
          ),
        )
        .groupBy(couponRedemptions.couponId);
    },

    async byCode(tx: DbOrTx, code: string, lock = false): Promise<CouponRow | undefined> {
      const q = tx.select().from(coupons).where(sql`lower(${coupons.code}) = lower(${code})`).limit(1);
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },

    /** Uses in all and by this patient (reserved or redeemed), read under the coupon's row lock. */
    async counts(tx: DbOrTx, couponId: string, patientId: string) {
      const [row] = await tx
        .select({
          total: count(),
          mine: sql<number>`count(*) filter (where ${couponRedemptions.patientId} = ${patientId})`.mapWith(Number),
        })
        .from(couponRedemptions)
        .where(
          and(eq(couponRedemptions.couponId, couponId), inArray(couponRedemptions.status, ['reserved', 'redeemed'])),
        );
      return { total: row?.total ?? 0, mine: row?.mine ?? 0 };
    },

    /** Reservations of this coupon whose payment hold has ended are given back. */
    async releaseLapsed(tx: DbOrTx, couponId: string | null, at: Date) {
      return tx
        .update(couponRedemptions)
        .set({ status: 'released', releasedAt: at })
        .where(
          and(
            couponId ? eq(couponRedemptions.couponId, couponId) : undefined,
            eq(couponRedemptions.status, 'reserved'),
            lt(couponRedemptions.expiresAt, at),
          ),
        )
        .returning({ id: couponRedemptions.id });
    },

    async redemption(tx: DbOrTx, paymentRef: string) {
      const [row] = await tx
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.paymentRef, paymentRef))
        .for('update')
        .limit(1);
      return row;
    },

    async insertRedemption(tx: DbOrTx, values: typeof couponRedemptions.$inferInsert) {
      const [row] = await tx.insert(couponRedemptions).values(values).returning();
      return row!;
    },

    async setRedemption(tx: DbOrTx, id: string, values: Partial<typeof couponRedemptions.$inferInsert>) {
      await tx.update(couponRedemptions).set(values).where(eq(couponRedemptions.id, id));
    },
  };
}
