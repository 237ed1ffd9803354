import type { ProviderListFilter } from '@sahaj/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
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
 * A filter's values, or for a prepared page query the placeholders that stand for them (the same
 * SQL text for every value, so PostgreSQL plans it once per connection; see `page` below).
 */
interface FilterValues {
  text: unknown;
  like: unknown;
  gender: unknown;
  city: unknown;
  specialities: unknown;
  languages: unknown;
}

/** The values themselves, as a prepared page's placeholders take them. */
function plainValues(f: ProviderListFilter): FilterValues {
  const text = f.text?.toLowerCase() ?? '';
  return {
    text,
    like: `%${escapeLike(text)}%`,
    gender: f.gender === 'Male' ? 'male' : 'female',
    city: f.city?.toLowerCase() ?? '',
    specialities: f.specialization,
    languages: f.languagesKnown.map((l) => l.toLowerCase()),
  };
}

/** The values for a query built each time: each array one parameter (a list in a sql template would become one parameter per item). */
function filterValues(f: ProviderListFilter): FilterValues {
  const v = plainValues(f);
  return { ...v, specialities: sql.param(v.specialities), languages: sql.param(v.languages) };
}

const PLACEHOLDERS: FilterValues = {
  text: sql.placeholder('text'),
  like: sql.placeholder('like'),
  gender: sql.placeholder('gender'),
  city: sql.placeholder('city'),
  specialities: sql.placeholder('specialities'),
  languages: sql.placeholder('languages'),
};

/**
 * The filters of the spec on therapist_search (one row per listed therapist, kept by triggers):
 * arrays overlap through their GIN indexes, the name by substring or by trigram word similarity
 * (pg_trgm's `<%`, threshold 0.6), so a typo ('meenaksi') or a partial word ('sharm') still finds it.
 * Which filters apply comes from `f`; their values from `v` (values, or placeholders).
 */
function where(f: ProviderListFilter, v: FilterValues = filterValues(f)) {
  const conditions: Array<SQL | undefined> = [];
  if (f.text) conditions.push(sql`(${s.name} like ${v.like} or ${v.text} <% ${s.name})`);
  if (f.gender !== 'All') conditions.push(sql`${s.gender} = ${v.gender}`);
  if (f.city) conditions.push(sql`${s.city} = ${v.city}`);
  if (f.specialization.length) conditions.push(sql`${s.specialityIds} && ${v.specialities}::uuid[]`);
  if (f.languagesKnown.length) {
    conditions.push(
      sql`${s.languageIds} && array(select ${languages.id} from ${languages} where lower(${languages.name}) = any(${v.languages}::text[]))`,
    );
  }
  return and(...conditions);
}

/**
 * A whole number written into the SQL text (drizzle takes it where a number goes). Only the
 * contract's validated page and size reach it; anything else is refused rather than written.
 */
function literal(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a page size or offset: ${n}`);
  return sql.raw(String(n)) as unknown as number;
}

/** Pages this deep and shallower are prepared statements (one per filter shape, sort, size and page). */
const PREPARED_PAGES = 20;

/**
 * One page: the ids come from therapist_search alone (its sort index, then the offset), and only
 * those few rows are joined to their profile, stats, specialities and languages — one round trip.
 * Returned unawaited so the bench can print its plan (`.toSQL()`). `v` gives the filter's values
 * (or placeholders) and `fixed` writes the size and offset into the text instead of as parameters.
 * `matchesFirst` reads the filter's matches before sorting them (see page-plan.ts): they come from a
 * subquery the planner may not merge into the sort (`offset 0`), so it cannot walk the sort's index.
 */
export function listQuery(
  db: DbOrTx,
  f: ProviderListFilter,
  v: FilterValues = filterValues(f),
  fixed = false,
  matchesFirst = false,
) {
  const matches = db
    .select({ therapistId: s.therapistId, rating: s.rating, feeMinor: s.feeMinor, createdAt: s.createdAt })
    .from(s)
    .where(where(f, v))
    .offset(literal(0))
    .as('matches');
  const from = matchesFirst ? matches : s;
  const key = {
    None: from.therapistId,
    RatingLow: from.rating,
    RatingHigh: from.rating,
    FeeLow: from.feeMinor,
    FeeHigh: from.feeMinor,
    Oldest: from.createdAt,
    Newest: from.createdAt,
  }[f.sort];
  // A literal size and offset (validated integers) let a prepared page use one plan for all
  // values: with parameters there, PostgreSQL's generic plan assumes a tenth of the table is
  // skipped, prices it far above the custom plan and so plans every execution afresh.
  const limit = fixed ? literal(f.limit) : f.limit;
  const offset = fixed ? literal(f.page * f.limit) : f.page * f.limit;
  // Only the id and the sort key: both are in the sort's index, so skipping a deep page's offset
  // reads that index alone (an index-only scan) instead of fetching every skipped row.
  const page = db
    .select({ therapistId: from.therapistId, key: sql<unknown>`${key}`.as('key') })
    .from(from)
    .where(matchesFirst ? undefined : where(f, v))
    .orderBy(
      ...orderOf(f.sort, { id: from.therapistId, rating: from.rating, fee: from.feeMinor, created: from.createdAt }),
    )
    .limit(limit)
    .offset(offset)
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
}

/** Discovery queries: approved, bookable therapists with the filters and sorts of the spec. */
export function discoveryRepository(db: DbOrTx) {
  // Each filter shape's prepared page query, built once (drizzle's SQL building was a fifth of a
  // list call's server time). At most 7 sorts × 32 filter shapes × 50 sizes × 21 pages; in practice
  // the app asks for one size, so a few hundred.
  const preparedPages = new Map<string, { execute(values: Record<string, unknown>): Promise<ListRow[]> }>();
  /** The count's query, unawaited (the bench prints its plan). */
  const countQuery = (f: ProviderListFilter) => db.select({ n: count() }).from(s).where(where(f));

  return {
    /** One page, unawaited (the bench prints its plan with `.toSQL()`); see listQuery. */
    list: (f: ProviderListFilter, matchesFirst = false) => listQuery(db, f, undefined, false, matchesFirst),

    /**
     * A page of the list as the route reads it. Pages up to PREPARED_PAGES deep run as named prepared
     * statements, one per filter shape (which filters are set, not their values), sort, size and
     * page: planning the five-table join took 4-6 ms at 100,000 therapists against ~1 ms to run it
     * (issue 25), and a prepared statement is planned once per connection. Deeper pages, rare, are
     * planned each time.
     */
    async page(f: ProviderListFilter, matchesFirst = false): Promise<ListRow[]> {
      if (f.page > PREPARED_PAGES) return listQuery(db, f, undefined, false, matchesFirst);
      const shape = [
        matchesFirst ? 'm' : 'w',
        f.sort,
        f.text ? 't' : '',
        f.gender !== 'All' ? 'g' : '',
        f.city ? 'c' : '',
        f.specialization.length ? 's' : '',
        f.languagesKnown.length ? 'l' : '',
        f.limit,
        f.page,
      ].join('_');
      let prepared = preparedPages.get(shape);
      if (!prepared) {
        prepared = listQuery(db, f, PLACEHOLDERS, true, matchesFirst).prepare(`discovery_list_${shape}`);
        preparedPages.set(shape, prepared);
      }
      return prepared.execute({ ...plainValues(f) });
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
export type ListRow = Awaited<ReturnType<typeof listQuery>>[number];
