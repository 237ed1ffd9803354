import type { AppContext } from '../../context';
import { companyAccounts, companyPlans } from '../../db/schema/index';
import type { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';

type SeedCtx = Pick<AppContext, 'db' | 'log'>;

/**
 * The plan catalogue a fresh demo starts with (the admin console edits it), in line with the
 * dashboard promo: up to 20 % more credits than paid, up to 5 therapists, up to 12 months.
 * Credits are rupees of session fees (docs/corporate-credits.md).
 */
export const DEMO_PLANS = [
  { name: 'Starter', doctorCount: 2, priceRupees: 20_000, durationMonths: 6, credits: 22_000 },
  { name: 'Growth', doctorCount: 3, priceRupees: 50_000, durationMonths: 12, credits: 57_500 },
  { name: 'Enterprise', doctorCount: 5, priceRupees: 1_00_000, durationMonths: 12, credits: 1_20_000 },
] as const;

/**
 * Demo step: the plan catalogue, and the demo company's sign-up details (what registration would
 * have stored), so the corporate flow works right after `npm start`. Idempotent.
 */
export async function seedCorporateDemo(ctx: SeedCtx, ids: Record<keyof typeof DEMO_ACCOUNTS, string>) {
  await ctx.db
    .insert(companyPlans)
    .values(
      DEMO_PLANS.map((p) => ({
        name: p.name,
        doctorCount: p.doctorCount,
        pricePaise: p.priceRupees * 100,
        durationMonths: p.durationMonths,
        creditsPaise: p.credits * 100,
      })),
    )
    .onConflictDoNothing();
  await ctx.db
    .insert(companyAccounts)
    .values({
      userId: ids.company,
      companyName: 'Acme Technologies Pvt Ltd',
      companyWebsite: 'https://acme.example',
      companyEmail: 'hr@acme.example',
      companySize: '51-200',
      categoryName: 'IT & Software',
      location: 'Baner, Pune, Maharashtra',
      role: 'HR Manager',
      currency: 'INR',
    })
    .onConflictDoNothing();
}
