import type { ProviderListFilter } from '@sahaj/contract';
import { and, asc, count, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
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
import { narrows } from './page-plan';

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
 * The ids of one page, in its order, from therapist_search alone: its sort index, then the offset.
 * Returned unawaited so the bench can print its plan (`.toSQL()`). `v` gives the filter's values
 * (or placeholders) and `fixed` writes the size and offset into the text instead of as parameters.
 * `matchesFirst` reads the filter's matches before sorting them (see page-plan.ts): they come from a
 * subquery the planner may not merge into the sort (`offset 0`), so it cannot walk the sort's index.
 */
export function pageIdsQuery(
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
  // A literal size and offset (validated integers) let a prepared page use one plan for all
  // values: with parameters there, PostgreSQL's generic plan assumes a tenth of the table is
  // skipped, prices it far above the custom plan and so plans every execution afresh.
  const limit = fixed ? literal(f.limit) : f.limit;
  const offset = fixed ? literal(f.page * f.limit) : f.page * f.limit;
  // Only the id (the sort key is in the same index): skipping a deep page's offset reads that
  // index alone (an index-only scan) instead of fetching every skipped row.
  return db
    .select({ therapistId: from.therapistId })
    .from(from)
    .where(matchesFirst ? undefined : where(f, v))
    .orderBy(
      ...orderOf(f.sort, { id: from.therapistId, rating: from.rating, fee: from.feeMinor, created: from.createdAt }),
    )
    .limit(limit)
    .offset(offset);
}

/**
 * The cards of a page's therapists (their profile, stats, specialities and languages), in the order
 * of `ids`: a uuid array, the placeholder that stands for one, or `array(<page ids query>)`.
 */
export function cardsQuery(db: DbOrTx, ids: SQL | Placeholder) {
  const row = alias(therapistSearch, 'row');
  const pageId = sql`"page"."therapist_id"`;
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
    .from(sql`unnest(${ids}::uuid[]) with ordinality as "page"("therapist_id", "n")`)
    .innerJoin(row, eq(row.therapistId, pageId))
    .innerJoin(users, eq(users.id, pageId))
    .innerJoin(therapistProfiles, eq(therapistProfiles.userId, pageId))
    .innerJoin(therapistBookingStats, eq(therapistBookingStats.therapistId, pageId))
    .orderBy(sql`"page"."n"`);
}

/** Discovery queries: approved, bookable therapists with the filters and sorts of the spec. */
export function discoveryRepository(db: DbOrTx) {
  // Each shape's prepared statement, built once (drizzle's SQL building was a fifth of a list call's
  // server time): at most 2 reads × 7 sorts × 32 filter shapes × 50 sizes × 21 pages; in practice the
  // app asks for one size, so a few hundred.
  const prepared = new Map<string, { execute(values: Record<string, unknown>): Promise<unknown[]> }>();
  function preparedFor<T>(name: string, build: () => { execute(values: Record<string, unknown>): Promise<T[]> }) {
    let statement = prepared.get(name);
    if (!statement) {
      statement = build();
      prepared.set(name, statement);
    }
    return statement as { execute(values: Record<string, unknown>): Promise<T[]> };
  }
  const cards = cardsQuery(db, sql.placeholder('ids')).prepare('discovery_list_cards');
  /** The count's query, unawaited (the bench prints its plan). */
  const countQuery = (f: ProviderListFilter) => db.select({ n: count() }).from(s).where(where(f));

  /** Which prepared statement serves a page: its read, sort, filter shape (not the values), size and page. */
  const shapeOf = (f: ProviderListFilter, matchesFirst: boolean) =>
    [
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

  /** An unfiltered page as one statement: its ids in an `array()` subquery, then their cards. */
  const wholePageQuery = (f: ProviderListFilter, v?: FilterValues, fixed = false) =>
    cardsQuery(db, sql`array(${pageIdsQuery(db, f, v, fixed)})`);
  function wholePage(f: ProviderListFilter): Promise<ListRow[]> {
    if (f.page > PREPARED_PAGES) return wholePageQuery(f);
    const name = `discovery_list_${shapeOf(f, false)}`;
    return preparedFor<ListRow>(name, () => wholePageQuery(f, PLACEHOLDERS, true).prepare(name)).execute({});
  }

  /** A filtered page's ids, in order. */
  async function pageIds(f: ProviderListFilter, matchesFirst: boolean): Promise<string[]> {
    if (f.page > PREPARED_PAGES)
      return (await pageIdsQuery(db, f, undefined, false, matchesFirst)).map((r) => r.therapistId);
    const name = `discovery_page_${shapeOf(f, matchesFirst)}`;
    const rows = await preparedFor<{ therapistId: string }>(name, () =>
      pageIdsQuery(db, f, PLACEHOLDERS, true, matchesFirst).prepare(name),
    ).execute({ ...plainValues(f) });
    return rows.map((r) => r.therapistId);
  }

  return {
    /** A page's ids query, unawaited (the bench prints its plan with `.toSQL()`); see pageIdsQuery. */
    pageIdsQuery: (f: ProviderListFilter, matchesFirst = false) => pageIdsQuery(db, f, undefined, false, matchesFirst),
    /** The cards query for some ids, unawaited (the bench prints its plan). */
    cardsQuery: (ids: string[]) => cardsQuery(db, sql`${sql.param(ids)}`),
    /** An unfiltered page's one statement, unawaited (the bench prints its plan); see page. */
    wholePageQuery: (f: ProviderListFilter) => wholePageQuery(f),

    /**
     * A page of the list as the route reads it. Pages up to PREPARED_PAGES deep run as named prepared
     * statements, one per filter shape (which filters are set, not their values), read, sort, size
     * and page; deeper pages, rare, are built each time.
     *
     * Unfiltered, the page is one statement (its ids in an `array()` subquery): it has no parameter, so
     * PostgreSQL plans it once per connection. Filtered, it is two: the ids, then their cards (issue 25).
     * With the filter's values in it PostgreSQL may plan the statement afresh on every call (the best
     * plan depends on the values; see docs/therapist-search.md), and as one statement that planning
     * took 0.6 ms at 10,000 therapists and 2 ms at 100,000, most of it the cards' five-table join; the
     * ids alone plan in 0.02–0.2 ms, and the cards, asked by primary key, keep one plan for any ids.
     * The second round trip costs less than that planning, and more than nothing, so only where it saves.
     */
    async page(f: ProviderListFilter, matchesFirst = false): Promise<ListRow[]> {
      if (!narrows(f)) return wholePage(f);
      const ids = await pageIds(f, matchesFirst);
      return ids.length ? cards.execute({ ids }) : [];
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
export type ListRow = Awaited<ReturnType<typeof cardsQuery>>[number];
