import { MSG } from '@sahaj/contract';
import { addDays } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyCreditEntries, companySubscriptions, companyWallets } from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { approvedTherapist } from '../booking/test-helpers';
import { api, newAdmin, newCompany, newPlan, payCompanyPurchase, subscribe } from './test-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => {
  await app.close();
});

const credits = async (company: { token: string }) =>
  (await api(app, 'GET', '/companies/mycompanyprofile', company.token)).body.data.subscriptionCreditDetails;

describe('the credit ledger', () => {
  it('plan credits expire with the plan (once, by the job or the next movement); wallet credits stay', async () => {
    const admin = await newAdmin(app);
    const planId = await newPlan(app, admin.token, { credits: 2000, planDuration: 1 });
    const company = await newCompany(app, 'Expiry Co');
    await subscribe(app, company, planId);
    const wallet = await api(app, 'PATCH', `/companies/${company.id}/credits/buycredits`, company.token, {
      amount: 300,
    });
    await payCompanyPurchase(app, company.id, wallet.body.data.transactionId);
    expect(await credits(company)).toMatchObject({ creaditsLeft: 2300, planCredits: 2000, walletCredits: 300 });

    // The plan ends (its end moved into the past): reads count its credits as gone at once.
    await app.ctx.db
      .update(companySubscriptions)
      .set({ startsAt: addDays(new Date(), -40), expiresAt: addDays(new Date(), -1) })
      .where(eq(companySubscriptions.companyId, company.id));
    expect(await credits(company)).toMatchObject({ creaditsLeft: 300, planCredits: 0, walletCredits: 300 });
    expect(
      (await api(app, 'GET', '/companies/mycompanyprofile', company.token)).body.data.subscriptionDetails,
    ).toBeNull();

    await app.ctx.services.corporate.expireLapsedPlans();
    await app.ctx.services.corporate.expireLapsedPlans();
    const entries = await app.ctx.db
      .select()
      .from(companyCreditEntries)
      .where(eq(companyCreditEntries.companyId, company.id));
    const expiries = entries.filter((e) => e.kind === 'expiry');
    expect(expiries).toHaveLength(1);
    expect(expiries[0]).toMatchObject({
      planDeltaPaise: -200_000,
      walletDeltaPaise: 0,
      planAfterPaise: 0,
      walletAfterPaise: 30_000,
    });
    const [w] = await app.ctx.db.select().from(companyWallets).where(eq(companyWallets.companyId, company.id));
    expect(w).toMatchObject({ planPaise: 0, walletPaise: 30_000 });
  });

  it('is append-only and never below zero, whatever a query tries', async () => {
    const company = await newCompany(app, 'Guarded Co');
    const wallet = await api(app, 'PATCH', `/companies/${company.id}/credits/buycredits`, company.token, {
      amount: 100,
    });
    await payCompanyPurchase(app, company.id, wallet.body.data.transactionId);
    const [entry] = await app.ctx.db
      .select()
      .from(companyCreditEntries)
      .where(eq(companyCreditEntries.companyId, company.id));
    await expect(
      app.ctx.db
        .update(companyCreditEntries)
        .set({ walletDeltaPaise: 1 })
        .where(eq(companyCreditEntries.id, entry!.id)),
    ).rejects.toThrow();
    await expect(
      app.ctx.db.delete(companyCreditEntries).where(eq(companyCreditEntries.id, entry!.id)),
    ).rejects.toThrow();
    await expect(
      app.ctx.db
        .update(companyWallets)
        .set({ walletPaise: sql`${companyWallets.walletPaise} - 10001` })
        .where(eq(companyWallets.companyId, company.id)),
    ).rejects.toThrow();
    // A repeated fulfilment (a webhook delivered twice) adds nothing.
    await payCompanyPurchase(app, company.id, wallet.body.data.transactionId);
    expect(await credits(company)).toMatchObject({ creaditsLeft: 100 });
  });

  it("parallel adds never exceed the plan's doctorCount", { timeout: 120_000 }, async () => {
    const admin = await newAdmin(app);
    const planId = await newPlan(app, admin.token, { doctorCount: 3 });
    const company = await newCompany(app, 'Cap Co');
    await subscribe(app, company, planId);
    const therapists = [];
    for (let i = 0; i < 8; i++) therapists.push(await approvedTherapist(app, { firstName: `Cap${i}` }));
    const replies = await Promise.all(
      therapists.map((t) =>
        api(app, 'PATCH', `/companies/${company.id}/providers/${t.id}/addprovidertocompany`, company.token),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.status === 409).map((r) => r.body.data.message)).toEqual(
      Array(5).fill(MSG.maxTherapistsReached),
    );
    const list = await api(app, 'GET', `/companies/${company.id}/providers/companyselectedProviders`, company.token);
    expect(list.body.data).toMatchObject({ count: 3, doctorCount: 3 });
    // Removing is always allowed, and frees a place.
    const first = list.body.data.companyselectedProviders[0]._id as string;
    const removed = await api(
      app,
      'PATCH',
      `/companies/${company.id}/providers/${first}/deleteproviderfromcompany`,
      company.token,
    );
    expect(removed.body.data).toMatchObject({ message: 'Succesfully deleted Item', selectedCount: 2 });
  });
});
