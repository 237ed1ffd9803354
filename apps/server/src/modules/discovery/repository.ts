import type { ProviderListFilter } from '@sahaj/contract';
import { and, arrayOverlaps, asc, count, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  languages,
  specialities,
  therapistBookingStats,
  therapistEducation,
  therapistExperience,
  therapistLanguages,
  therapistLicences,
  therapistProfiles,
  therapistSearch,
  therapistSearchPending,
  therapistSpecialities,
  therapistTreatments,
  users,
} from '../../db/schema/index';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const listColumns = {
  id: users.id,
  name: users.name,
  firstName: users.firstName,
  lastName: users.lastName,
  gender: users.gender,
  status: users.status,
  dob: users.dob,
  timeZone: users.timeZone,
  title: therapistProfiles.professionalTitle,
  picFileId: therapistProfiles.profilePicFileId,
  feeMinor: therapistProfiles.consultationFeeMinor,
  currency: therapistProfiles.currency,
  duration: therapistProfiles.consultationDuration,
  experience: therapistProfiles.totalWorkExperience,
  locationText: therapistProfiles.locationText,
  aboutYou: therapistProfiles.aboutYou,
  hiddenFields: therapistProfiles.hiddenFields,
  rating: therapistBookingStats.rating,
  reviewCount: therapistBookingStats.reviewCount,
  nextAvailableAt: therapistBookingStats.nextAvailableAt,
};

const s = therapistSearch;

type SortKey = AnyPgColumn | SQL.Aliased;

/**
 * The page's order: each sort follows one index of therapist_search (forward or backward). Nulls are
 * placed as in the index although these columns are never null: the planner matches an index only
 * when the null ordering matches too (a plain `desc` means nulls first), else it sorts every row.
 */
function orderOf(
  sort: ProviderListFilter['sort'],
  c: { id: AnyPgColumn; rating: SortKey; fee: SortKey; created: SortKey },
) {
  return {
    None: [asc(c.id)],
    RatingLow: [sql`${c.rating} asc nulls first`, desc(c.id)],
    RatingHigh: [sql`${c.rating} desc nulls last`, asc(c.id)],
    FeeLow: [sql`${c.fee} asc nulls last`, asc(c.id)],
    FeeHigh: [sql`${c.fee} desc nulls last`, asc(c.id)],
    Oldest: [sql`${c.created} asc nulls last`, asc(c.id)],
    Newest: [sql`${c.created} desc nulls last`, asc(c.id)],
  }[sort];
}

/**
 * The filters of the spec on therapist_search (one row per listed therapist, kept by triggers):
 * arrays overlap through their GIN indexes, the name by substring or by trigram word similarity
 * (pg_trgm's `<%`, threshold 0.6), so a typo ('meenaksi') or a partial word ('sharm') still finds it.
 */
function where(f: ProviderListFilter) {
  const conditions: Array<SQL | undefined> = [];
  const text = f.text?.toLowerCase();
  if (text) conditions.push(or(like(s.name, `%${escapeLike(text)}%`), sql`${text} <% ${s.name}`));
  if (f.gender !== 'All') conditions.push(eq(s.gender, f.gender === 'Male' ? 'male' : 'female'));
  if (f.city) conditions.push(eq(s.city, f.city.toLowerCase()));
  if (f.specialization.length) conditions.push(arrayOverlaps(s.specialityIds, f.specialization));
  if (f.languagesKnown.length) {
    const names = f.languagesKnown.map((l) => l.toLowerCase());
    conditions.push(
      sql`${s.languageIds} && array(select ${languages.id} from ${languages} where lower(${languages.name}) in ${names})`,
    );
  }
  return and(...conditions);
}

/** Discovery queries: approved, bookable therapists with the filters and sorts of the spec. */
export function discoveryRepository(db: DbOrTx) {
  /** The count's query, unawaited (the bench prints its plan). */
  const countQuery = (f: ProviderListFilter) => db.select({ n: count() }).from(s).where(where(f));

  return {
    /**
     * One page: the ids come from therapist_search alone (its sort index, then the offset), and only
     * those few rows are joined to their profile, stats, specialities and languages — one round trip.
     * Returned unawaited so the bench can print its plan (`.toSQL()`).
     */
    list(f: ProviderListFilter) {
      const key = {
        None: s.therapistId,
        RatingLow: s.rating,
        RatingHigh: s.rating,
        FeeLow: s.feeMinor,
        FeeHigh: s.feeMinor,
        Oldest: s.createdAt,
        Newest: s.createdAt,
      }[f.sort];
      // Only the id and the sort key: both are in the sort's index, so skipping a deep page's offset
      // reads that index alone (an index-only scan) instead of fetching every skipped row.
      const page = db
        .select({ therapistId: s.therapistId, key: sql<unknown>`${key}`.as('key') })
        .from(s)
        .where(where(f))
        .orderBy(...orderOf(f.sort, { id: s.therapistId, rating: s.rating, fee: s.feeMinor, created: s.createdAt }))
        .limit(f.limit)
        .offset(f.page * f.limit)
        .as('page');
      const p = page;
      const row = alias(therapistSearch, 'row');
      return db
        .select({
          ...listColumns,
          specializations: sql<
            Array<{ _id: string; name: string }>
          >`(select coalesce(json_agg(json_build_object('_id', ${specialities.id}, 'name', ${specialities.name}) order by ${specialities.name}), '[]') from ${specialities} where ${specialities.id} = any(${row.specialityIds}))`,
          languagesKnown: sql<
            string[]
          >`(select coalesce(json_agg(${languages.name} order by ${languages.name}), '[]') from ${languages} where ${languages.id} = any(${row.languageIds}))`,
        })
        .from(page)
        .innerJoin(row, eq(row.therapistId, p.therapistId))
        .innerJoin(users, eq(users.id, p.therapistId))
        .innerJoin(therapistProfiles, eq(therapistProfiles.userId, p.therapistId))
        .innerJoin(therapistBookingStats, eq(therapistBookingStats.therapistId, p.therapistId))
        .orderBy(...orderOf(f.sort, { id: p.therapistId, rating: p.key, fee: p.key, created: p.key }));
    },

    async count(f: ProviderListFilter) {
      const [row] = await countQuery(f);
      return row?.n ?? 0;
    },

    countQuery,

    /**
     * Approved therapists whose first free slot was never computed (just approved, or new): the
     * pending set the search triggers keep, a few rows at most.
     */
    async neverComputed(limit: number) {
      const rows = await db
        .select({ id: therapistSearchPending.therapistId })
        .from(therapistSearchPending)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Specialities and languages of some therapists, for a page of cards. */
    async tags(ids: string[]) {
      if (!ids.length) return { specs: [], langs: [] };
      const [specs, langs] = await Promise.all([
        db
          .select({ userId: therapistSpecialities.userId, _id: specialities.id, name: specialities.name })
          .from(therapistSpecialities)
          .innerJoin(specialities, eq(specialities.id, therapistSpecialities.specialityId))
          .where(inArray(therapistSpecialities.userId, ids))
          .orderBy(asc(specialities.name)),
        db
          .select({ userId: therapistLanguages.userId, name: languages.name })
          .from(therapistLanguages)
          .innerJoin(languages, eq(languages.id, therapistLanguages.languageId))
          .where(inArray(therapistLanguages.userId, ids))
          .orderBy(asc(languages.name)),
      ]);
      return { specs, langs };
    },

    /** An approved therapist's public facts, or undefined. */
    async profile(id: string) {
      const [row] = await db
        .select(listColumns)
        .from(users)
        .innerJoin(therapistProfiles, eq(therapistProfiles.userId, users.id))
        .leftJoin(therapistBookingStats, eq(therapistBookingStats.therapistId, users.id))
        .where(and(eq(users.id, id), eq(users.userType, 'doctor'), eq(users.status, 'active')))
        .limit(1);
      return row;
    },

    async entries(id: string) {
      const [education, experience, licences, treatments] = await Promise.all([
        db
          .select()
          .from(therapistEducation)
          .where(eq(therapistEducation.userId, id))
          .orderBy(asc(therapistEducation.createdAt)),
        db
          .select()
          .from(therapistExperience)
          .where(eq(therapistExperience.userId, id))
          .orderBy(asc(therapistExperience.createdAt)),
        db
          .select()
          .from(therapistLicences)
          .where(eq(therapistLicences.userId, id))
          .orderBy(asc(therapistLicences.createdAt)),
        db
          .select()
          .from(therapistTreatments)
          .where(eq(therapistTreatments.userId, id))
          .orderBy(asc(therapistTreatments.createdAt)),
      ]);
      return { education, experience, licences, treatments };
    },
  };
}
export type ListRow = Awaited<ReturnType<ReturnType<typeof discoveryRepository>['list']>>[number];
