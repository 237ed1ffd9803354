import {
  type CompanyProviderList,
  type CompanyProviderListQuery,
  type companyProviderListQuery,
  MSG,
  providerListBody,
  type SelectedProvidersData,
  type TherapistListItem,
  therapistListItem,
} from '@sahaj/contract';
import type { z } from 'zod';
import { conflict, notFound } from '../../lib/errors';
import type { DiscoveryService } from '../discovery/service';
import { creditsRepository } from './credits-repository';
import type { CorporateKit } from './kit';
import { plansRepository as plans } from './plans-repository';
import { providersRepository as repo } from './providers-repository';

type Discovery = Pick<DiscoveryService, 'list' | 'profile'>;

/**
 * The therapists a company offers its employees (spec §2 Therapist selection, Selected Therapists).
 * Search and filters are discovery's (one search for everybody). The plan's doctorCount is checked
 * under the company's wallet row lock, so parallel adds never exceed it.
 */
export function selectedProvidersUseCases(kit: CorporateKit, discovery: () => Discovery) {
  const { ctx, now } = kit;

  async function cap(companyId: string) {
    const live = await plans.live(ctx.db, companyId, now());
    return live?.doctorCount ?? 0;
  }

  /** The chosen therapists still offered (an unapproved one drops out of the list, not out of the table). */
  async function chosen(companyId: string, text?: string): Promise<TherapistListItem[]> {
    const ids = await repo.ids(ctx.db, companyId);
    const found: TherapistListItem[] = [];
    for (const id of ids) {
      const p = await discovery()
        .profile(id)
        .catch(() => null);
      if (p) found.push(therapistListItem.parse(p));
    }
    const needle = text?.trim().toLowerCase();
    return needle ? found.filter((t) => t.fullName.toLowerCase().includes(needle)) : found;
  }

  async function page(
    companyId: string,
    q: { text?: string; page: number; limit: number },
  ): Promise<SelectedProvidersData> {
    const all = await chosen(companyId, q.text);
    return {
      companyselectedProviders: all.slice(q.page * q.limit, (q.page + 1) * q.limit),
      count: all.length,
      doctorCount: await cap(companyId),
    };
  }

  return {
    chosenIds: (companyId: string) => repo.ids(ctx.db, companyId),
    isChosen: (companyId: string, therapistId: string) => repo.has(ctx.db, companyId, therapistId),
    selected: page,

    /** companies/providers/all: discovery's list, each row marked when already chosen. */
    async all(companyId: string, q: z.output<typeof companyProviderListQuery>): Promise<CompanyProviderList> {
      const filter = providerListBody.parse({
        page: q.page,
        limit: q.limit,
        text: q.text,
        specialization: q.specialization,
        gender: q.gender,
        sort: q.sort,
        city: q.city,
        languagesKnown: q.languagesKnown,
      } satisfies CompanyProviderListQuery);
      const [list, ids, doctorCount] = await Promise.all([
        discovery().list(filter),
        repo.ids(ctx.db, companyId),
        cap(companyId),
      ]);
      const chosenSet = new Set(ids);
      return {
        doctors: list.doctors.map((d) => ({ ...d, selected: chosenSet.has(d._id) })),
        count: list.count,
        doctorCount,
        selectedCount: ids.length,
      };
    },

    async add(companyId: string, therapistId: string) {
      await discovery()
        .profile(therapistId)
        .catch(() => {
          throw notFound(MSG.therapistNotAvailable, 'THERAPIST_NOT_FOUND');
        });
      return ctx.db.transaction(async (tx) => {
        await creditsRepository.lockWallet(tx, companyId);
        const live = await plans.live(tx, companyId, now());
        if (!live) throw conflict(MSG.planNeeded, 'PLAN_NEEDED');
        const count = await repo.count(tx, companyId);
        if (!(await repo.has(tx, companyId, therapistId))) {
          if (count >= live.doctorCount) throw conflict(MSG.maxTherapistsReached, 'MAX_THERAPISTS');
          await repo.add(tx, companyId, therapistId, now());
          return { message: MSG.therapistAdded, selectedCount: count + 1, doctorCount: live.doctorCount };
        }
        return { message: MSG.therapistAdded, selectedCount: count, doctorCount: live.doctorCount };
      });
    },

    async remove(companyId: string, therapistId: string) {
      if (!(await repo.remove(ctx.db, companyId, therapistId))) throw notFound(MSG.therapistNotOnList, 'NOT_ON_LIST');
      return {
        message: MSG.therapistRemoved,
        selectedCount: await repo.count(ctx.db, companyId),
        doctorCount: await cap(companyId),
      };
    },
  };
}
