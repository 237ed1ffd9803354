import type { DbOrTx } from '../../db/client';
import type { DiscoveryService } from '../discovery/service';
import type { FormsService } from '../forms/service';
import { type CreditBooking, consultationsUseCases } from './consultations';
import { credits } from './credits';
import { dashboardUseCases } from './dashboard';
import { employeesUseCases } from './employees';
import { companyInvoicePdf } from './invoices';
import type { CorporateKit } from './kit';
import { membershipUseCases } from './membership';
import { plansUseCases } from './plans';
import { plansRepository } from './plans-repository';
import { type CompanyAccounts, profileUseCases } from './profile';
import { type CompanyPayments, type NotifyInTx, purchasesUseCases } from './purchases';
import { selectedProvidersUseCases } from './selected-providers';
import { surveysUseCases } from './surveys';

export interface CorporateDeps {
  accounts: () => CompanyAccounts;
  discovery: () => Pick<DiscoveryService, 'list' | 'profile'>;
  booking: () => CreditBooking;
  payments: () => CompanyPayments;
  forms: () => Pick<FormsService, 'listForPatient' | 'detailForPatient' | 'submit'>;
  unread: (userId: string) => Promise<number>;
  notify: NotifyInTx;
}

/**
 * Companies (issue 21), one part per file: plans (catalogue), purchases (plans and credits through
 * the generalised payments), credits (the ledger), employees (invites, lists, blocking), membership
 * (the employee's side and privacy), selected providers, consultations (booking on credits),
 * profile, surveys, dashboard. Built once in src/services.ts.
 */
export function corporateService(ctx: CorporateKit['ctx'], deps: CorporateDeps, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date());
  const kit: CorporateKit = {
    ctx,
    now,
    companyName: async (companyId, tx) => (await deps.accounts().companyAccount(companyId, tx))?.companyName ?? null,
  };
  const chosen = selectedProvidersUseCases(kit, deps.discovery);
  const consultations = consultationsUseCases(kit, deps.booking, chosen);
  const purchases = purchasesUseCases(kit, deps.payments, deps.notify);
  const live = (companyId: string) => plansRepository.live(ctx.db, companyId, now());
  const profile = profileUseCases(kit, {
    accounts: deps.accounts,
    unread: deps.unread,
    creditsLeft: async (companyId) => {
      const w = await purchases.balance(companyId);
      const l = await live(companyId);
      return { planPaise: l ? (w?.planPaise ?? 0) : 0, walletPaise: w?.walletPaise ?? 0 };
    },
    live: async (companyId) => (await live(companyId)) ?? null,
    chosenIds: chosen.chosenIds,
  });
  const membership = membershipUseCases({ ...kit, logoOf: profile.logoOf });
  return {
    plans: plansUseCases(kit),
    purchases,
    employees: employeesUseCases(kit),
    membership,
    providers: chosen,
    consultations,
    profile,
    surveys: surveysUseCases(deps.forms),
    dashboard: dashboardUseCases(kit, {
      therapists: async (companyId) => ({
        added: (await chosen.chosenIds(companyId)).length,
        cap: (await live(companyId))?.doctorCount ?? 0,
      }),
    }),
    invoicePdf: (companyId: string, paymentId: string) => companyInvoicePdf(kit, companyId, paymentId),
    /** Appointments' cancellation hook (in its transaction): an in-window cancellation gives the credits back. */
    refundCancelled: (tx: DbOrTx, appointmentId: string) => credits.refundBooking(tx, appointmentId, now()),
    /** Job: expire the credits of lapsed plans. */
    expireLapsedPlans: () => credits.expireLapsed(ctx.db, now()),
  };
}
export type CorporateService = ReturnType<typeof corporateService>;
