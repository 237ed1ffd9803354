import {
  CURRENCY,
  displayName,
  MSG,
  type ProviderListData,
  type ProviderListFilter,
  type PublicTherapistProfile,
  paiseToRupees,
  providerListBody,
  type TherapistListItem,
} from '@sahaj/contract';
import type { BaseContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { BookingService } from '../booking/service';
import { narrows, readMatchesFirst } from './page-plan';
import { discoveryRepository, type ListRow } from './repository';

type Ctx = Pick<BaseContext, 'db' | 'fileLinks'>;

/**
 * Totals of a filter, kept COUNT_TTL_MS: counting every matching therapist is the one part of a
 * list call that grows with their number (the page itself follows an index), and paging tolerates
 * a total a few seconds old.
 */
const COUNT_TTL_MS = 5_000;
const NEWCOMER_CHECK_MS = 1_000;
const NEWCOMER_BATCH = 200;
const COUNT_CACHE_SIZE = 500;
function countCache() {
  const entries = new Map<string, { at: number; value: Promise<number> }>();
  return {
    get(filter: ProviderListFilter, load: () => Promise<number>): Promise<number> {
      const { page: _page, limit: _limit, ...rest } = filter;
      const key = JSON.stringify(rest);
      const now = performance.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < COUNT_TTL_MS) return hit.value;
      const value = load();
      value.catch(() => entries.delete(key));
      entries.delete(key);
      entries.set(key, { at: now, value });
      if (entries.size > COUNT_CACHE_SIZE) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}

/** Every therapist listed: the filter a count of all of them is cached under. */
const ALL_LISTED: ProviderListFilter = providerListBody.parse({});

const GENDER = { male: 'Male', female: 'Female', other: 'Other' } as const;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Finding therapists (issue 11). Listed: approved ('active') therapists that are bookable, i.e.
 * whose therapist_booking_stats.next_available_at is set — the first free slot within 60 days,
 * kept by the booking service (see its refresh), computed here for therapists just approved.
 */
export function discoveryService(ctx: Ctx, booking: Pick<BookingService, 'refreshNextAvailable'>) {
  const repo = discoveryRepository(ctx.db);
  let lastNewcomerCheck = Number.NEGATIVE_INFINITY;

  /**
   * A therapist approved a moment ago has no first free slot yet (the refresh job would find them
   * within a minute): the list computes it for such newcomers first, looking at most once a second.
   */
  async function listNewcomers() {
    const at = performance.now();
    if (at - lastNewcomerCheck < NEWCOMER_CHECK_MS) return;
    lastNewcomerCheck = at;
    const ids = await repo.neverComputed(NEWCOMER_BATCH);
    if (ids.length) await booking.refreshNextAvailable(ids);
  }

  const counts = countCache();

  function item(
    r: Omit<ListRow, 'rating' | 'reviewCount' | 'specializations' | 'languagesKnown'> & {
      rating: number | null;
      reviewCount: number | null;
    },
    specializations: Array<{ _id: string; name: string }>,
    languagesKnown: string[],
  ): TherapistListItem {
    const name = displayName(r, 'Therapist');
    const city = r.locationText?.split(',')[0]?.trim() || null;
    return {
      _id: r.id,
      id: r.id,
      name,
      fullName: name,
      profilePic: r.picFileId ? ctx.fileLinks.link(r.picFileId) : null,
      gender: r.gender ? GENDER[r.gender] : null,
      professionalTitle: r.title,
      consultationType: r.title,
      specializations,
      languagesKnown,
      city,
      rating: round2(r.rating ?? 0),
      reviewCount: r.reviewCount ?? 0,
      consultationFee: paiseToRupees(r.feeMinor ?? 0),
      currency: r.currency ?? CURRENCY,
      consultationDuration: r.duration,
      totalWorkExperiance: r.experience,
      nextAvailableAt: r.nextAvailableAt?.toISOString() ?? null,
    };
  }

  return {
    async list(filter: ProviderListFilter): Promise<ProviderListData> {
      await listNewcomers();
      // The count first: with the number of therapists listed it chooses how the page is read.
      const count = await counts.get(filter, () => repo.count(filter));
      const matchesFirst =
        narrows(filter) && readMatchesFirst(filter, count, await counts.get(ALL_LISTED, () => repo.count(ALL_LISTED)));
      const rows = await repo.page(filter, matchesFirst);
      return { doctors: rows.map((r) => item(r, r.specializations, r.languagesKnown)), count };
    },

    /** GET /user/provider/{id}: no bank details, documents, e-mail or phone; dob and zone only when shown. */
    async profile(id: string): Promise<PublicTherapistProfile> {
      const r = await repo.profile(id);
      if (!r) throw notFound(MSG.therapistNotFound);
      const [{ specs, langs }, e] = await Promise.all([repo.tags([id]), repo.entries(id)]);
      const base = item(
        r,
        specs.map(({ _id, name }) => ({ _id, name })),
        langs.map((l) => l.name),
      );
      const hidden = new Set(r.hiddenFields ?? ['dob', 'timeZone']);
      return {
        ...base,
        aboutYou: r.aboutYou ?? '',
        specialization: base.specializations,
        educationalDetails: e.education.map((x) => ({
          _id: x.id,
          instituteName: x.instituteName,
          instituteAddress: x.instituteAddress,
          qualifiction: x.qualification,
        })),
        experienceDetails: e.experience.map((x) => ({
          _id: x.id,
          hospitalName: x.hospitalName,
          hospitalAddress: x.hospitalAddress,
        })),
        medicalLicences: e.licences.map((x) => ({
          _id: x.id,
          licenceIssuingInstitution: x.issuingInstitution,
          licenceExpiryDate: x.expiryDate,
        })),
        treatments: e.treatments.map((t) => {
          // The fee per hour, to the nearest paisa, so treatments of different lengths compare.
          const perHourMinor = r.duration ? Math.round((t.priceMinor * 60) / r.duration) : t.priceMinor;
          return {
            _id: t.id,
            treatmentName: t.name,
            treatmentPrice: paiseToRupees(t.priceMinor),
            currency: t.currency,
            normalizedTreatmentFee: paiseToRupees(perHourMinor),
          };
        }),
        timeZone: hidden.has('timeZone') ? null : r.timeZone,
        dob: hidden.has('dob') ? null : r.dob,
        status: r.status,
      };
    },
  };
}
export type DiscoveryService = ReturnType<typeof discoveryService>;
