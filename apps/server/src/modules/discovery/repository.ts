import type { ProviderListFilter } from '@sahaj/contract';
import { and, asc, count, desc, eq, exists, ilike, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
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

/** The city of a profile: the first part of its place text ('Bengaluru, Karnataka, India'). */
const cityOf = sql`lower(trim(split_part(${therapistProfiles.locationText}, ',', 1)))`;

/** Discovery queries: approved, bookable therapists with the filters and sorts of the spec. */
export function discoveryRepository(db: DbOrTx) {
  function where(f: ProviderListFilter) {
    const conditions: Array<SQL | undefined> = [
      isNotNull(therapistBookingStats.nextAvailableAt),
      eq(users.userType, 'doctor'),
      eq(users.status, 'active'),
    ];
    if (f.text) conditions.push(ilike(users.name, `%${escapeLike(f.text)}%`));
    if (f.gender !== 'All') conditions.push(eq(users.gender, f.gender === 'Male' ? 'male' : 'female'));
    if (f.city) conditions.push(sql`${cityOf} = ${f.city.toLowerCase()}`);
    if (f.specialization.length) {
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(therapistSpecialities)
            .where(
              and(
                eq(therapistSpecialities.userId, users.id),
                inArray(therapistSpecialities.specialityId, f.specialization),
              ),
            ),
        ),
      );
    }
    if (f.languagesKnown.length) {
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(therapistLanguages)
            .innerJoin(languages, eq(languages.id, therapistLanguages.languageId))
            .where(
              and(
                eq(therapistLanguages.userId, users.id),
                inArray(
                  sql`lower(${languages.name})`,
                  f.languagesKnown.map((l) => l.toLowerCase()),
                ),
              ),
            ),
        ),
      );
    }
    return and(...conditions);
  }

  return {
    /**
     * One page. The rating sorts follow therapist_booking_stats_rating_idx (rating, therapist id;
     * only bookable rows), so a page reads a few index entries instead of every therapist.
     */
    async list(f: ProviderListFilter) {
      const id = therapistBookingStats.therapistId;
      const order = {
        None: [asc(id)],
        // 'nulls last'/'nulls first' as in the index, so the planner walks it (either direction).
        RatingLow: [sql`${therapistBookingStats.rating} asc nulls first`, desc(id)],
        RatingHigh: [sql`${therapistBookingStats.rating} desc nulls last`, asc(id)],
        FeeLow: [sql`${therapistProfiles.consultationFeeMinor} asc nulls last`, asc(id)],
        FeeHigh: [sql`${therapistProfiles.consultationFeeMinor} desc nulls last`, asc(id)],
        Oldest: [asc(users.createdAt), asc(id)],
        Newest: [desc(users.createdAt), asc(id)],
      }[f.sort];
      return db
        .select(listColumns)
        .from(therapistBookingStats)
        .innerJoin(users, eq(users.id, therapistBookingStats.therapistId))
        .innerJoin(therapistProfiles, eq(therapistProfiles.userId, users.id))
        .where(where(f))
        .orderBy(...order)
        .limit(f.limit)
        .offset(f.page * f.limit);
    },

    async count(f: ProviderListFilter) {
      const [row] = await db
        .select({ n: count() })
        .from(therapistBookingStats)
        .innerJoin(users, eq(users.id, therapistBookingStats.therapistId))
        .innerJoin(therapistProfiles, eq(therapistProfiles.userId, users.id))
        .where(where(f));
      return row?.n ?? 0;
    },

    /** Approved therapists whose first free slot was never computed (just approved, or new). */
    async neverComputed(limit: number) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .leftJoin(therapistBookingStats, eq(therapistBookingStats.therapistId, users.id))
        .where(and(eq(users.userType, 'doctor'), eq(users.status, 'active'), isNull(therapistBookingStats.therapistId)))
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
