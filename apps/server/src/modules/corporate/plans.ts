import { type CompanyPlan, type companyPlanBody, type companyPlanPatchBody, MSG } from '@sahaj/contract';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import type { CorporateKit } from './kit';
import { planRow, planView } from './mapper';
import { plansRepository as repo } from './plans-repository';

/**
 * The plan catalogue the admin manages (name, doctorCount, price, duration, credits). A change
 * applies to later purchases only: a subscription keeps the terms it was bought with.
 */
export function plansUseCases(kit: CorporateKit) {
  const { ctx } = kit;
  const sameName = () => conflict('A plan with this name already exists', 'PLAN_NAME_TAKEN', { field: 'planName' });

  return {
    async adminList(): Promise<{ plans: CompanyPlan[] }> {
      return { plans: (await repo.all(ctx.db, { activeOnly: false })).map(planView) };
    },

    async create(b: z.output<typeof companyPlanBody>): Promise<CompanyPlan> {
      try {
        return planView(await repo.insert(ctx.db, planRow(b) as Parameters<typeof repo.insert>[1]));
      } catch (err) {
        if (isUniqueViolation(err)) throw sameName();
        throw err;
      }
    },

    async update(planId: string, b: z.output<typeof companyPlanPatchBody>): Promise<CompanyPlan> {
      try {
        const row = await repo.update(ctx.db, planId, planRow(b));
        if (!row) throw notFound(MSG.planNotFound, 'PLAN_NOT_FOUND');
        return planView(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw sameName();
        throw err;
      }
    },
  };
}
