import { type CompanyDashboard, MIN_AGGREGATE_GROUP, todayIn } from '@sahaj/contract';
import { aggregatesRepository } from './aggregates-repository';
import type { CorporateKit } from './kit';
import { creditsOf } from './mapper';
import { membersRepository as members } from './members-repository';
import { CORPORATE_ZONE } from './purchases';

const MONTHS = 12;

/** The last `n` month keys 'YYYY-MM' up to the current one (no clock arithmetic: from today's key). */
export function lastMonths(today: string, n: number): string[] {
  let y = Number(today.slice(0, 4));
  let m = Number(today.slice(5, 7));
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    out.unshift(`${y}-${String(m).padStart(2, '0')}`);
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return out;
}

/** A count of people, or null when it would single out fewer than MIN_AGGREGATE_GROUP of them. */
export const shown = (people: number, value: number) => (people >= MIN_AGGREGATE_GROUP ? value : null);

/**
 * The company dashboard's charts: credit use by month and employee uptake. Only aggregates, and a
 * group of fewer than five people is hidden (null), so no chart can point at one employee's care.
 */
export function dashboardUseCases(
  kit: CorporateKit,
  deps: { therapists: (companyId: string) => Promise<{ added: number; cap: number }> },
) {
  const { ctx, now } = kit;

  return {
    async dashboard(companyId: string): Promise<CompanyDashboard> {
      const months = lastMonths(todayIn(CORPORATE_ZONE, now()), MONTHS);
      const byMonth = new Map(
        (await aggregatesRepository.creditUseByMonth(ctx.db, companyId, CORPORATE_ZONE, months[0]!)).map((r) => [
          r.month,
          r,
        ]),
      );
      const bookedPeople = await aggregatesRepository.peopleWhoBooked(ctx.db, companyId);
      const counts = await members.counts(ctx.db, companyId);
      const t = await deps.therapists(companyId);
      return {
        creditUse: months.map((month) => {
          const r = byMonth.get(month);
          const people = r?.people ?? 0;
          // An empty month is shown as 0 (it singles nobody out); a month with 1-4 people is hidden.
          if (!r || people === 0) return { month, creditsUsed: 0, sessions: 0 };
          return {
            month,
            creditsUsed: people >= MIN_AGGREGATE_GROUP ? creditsOf(r.paise) : null,
            sessions: shown(people, r.sessions),
          };
        }),
        uptake: {
          invited: counts.invited,
          accepted: counts.accepted,
          bookedAtLeastOnce: bookedPeople === 0 ? 0 : shown(bookedPeople, bookedPeople),
        },
        employees: { pending: counts.pending, accepted: counts.accepted, blocked: counts.blocked },
        therapists: { added: t.added, yetToAdd: Math.max(0, t.cap - t.added) },
        minGroupSize: MIN_AGGREGATE_GROUP,
      };
    },
  };
}
