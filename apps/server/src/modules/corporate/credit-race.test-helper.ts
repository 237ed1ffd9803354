import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companyCreditEntries, companyWallets } from '../../db/schema/index';
import { approvedTherapist, freeSlots, holdSlot, newPatient, slotsWellAhead } from '../booking/test-helpers';
import { api, enrol, newAdmin, newCompany, newPlan, subscribe } from './test-helpers';

export interface CreditRaceResult {
  employees: number;
  creditsForSessions: number;
  booked: number;
  refused: number;
  /** Refusal statuses and messages seen (402 'no credits left' expected). */
  refusals: Record<string, number>;
  balancePaise: { plan: number; wallet: number };
  bookingEntries: number;
  ms: number;
}

/**
 * The credit race of issue 21 (the test and `npm run bench:credits` run it): a company whose
 * credits pay for `sessions` sessions, `employees` employees each holding a different slot, all
 * booking on credits at the same moment. Exactly `sessions` bookings may succeed; the rest must be
 * clear refusals, and the balance never goes below zero.
 */
export async function creditRace(app: FastifyInstance, employees = 20, sessions = 5): Promise<CreditRaceResult> {
  const feeRupees = 800;
  const admin = await newAdmin(app);
  const planId = await newPlan(app, admin.token, {
    planName: `Race ${Date.now()}`,
    doctorCount: 1,
    credits: feeRupees * sessions,
    planPrice: 1000,
  });
  const company = await newCompany(app, 'Race Co');
  await subscribe(app, company, planId);
  const therapist = await approvedTherapist(app, { feeMinor: feeRupees * 100 });
  const added = await api(
    app,
    'PATCH',
    `/companies/${company.id}/providers/${therapist.id}/addprovidertocompany`,
    company.token,
  );
  if (added.status !== 200) throw new Error(`add therapist: ${JSON.stringify(added.body)}`);
  const people = [];
  for (let i = 0; i < employees; i++) {
    const p = await newPatient(app, `Racer${i}`);
    await enrol(app, company, p);
    people.push(p);
  }
  const slots = slotsWellAhead(await freeSlots(app, people[0]!.token, therapist.id, 4));
  if (slots.length < employees) throw new Error(`only ${slots.length} free slots`);
  const holds: string[] = [];
  for (const [i, p] of people.entries()) {
    const h = await holdSlot(app, p.token, therapist.id, slots[i]!);
    if (h.statusCode !== 200) throw new Error(`hold: ${h.body}`);
    holds.push(JSON.parse(h.body).data._id as string);
  }
  const started = performance.now();
  const replies = await Promise.all(
    people.map((p, i) =>
      api(app, 'POST', `/companies/${company.id}/patient/${p.id}/buypatientconsultation`, p.token, {
        scheduleId: holds[i],
      }),
    ),
  );
  const ms = performance.now() - started;
  const refusals: Record<string, number> = {};
  for (const r of replies.filter((x) => x.status !== 200)) {
    const key = `${r.status} ${r.body.data?.message}`;
    refusals[key] = (refusals[key] ?? 0) + 1;
  }
  const [w] = await app.ctx.db.select().from(companyWallets).where(eq(companyWallets.companyId, company.id));
  const entries = await app.ctx.db
    .select()
    .from(companyCreditEntries)
    .where(eq(companyCreditEntries.companyId, company.id));
  return {
    employees,
    creditsForSessions: sessions,
    booked: replies.filter((r) => r.status === 200).length,
    refused: replies.filter((r) => r.status !== 200).length,
    refusals,
    balancePaise: { plan: w?.planPaise ?? 0, wallet: w?.walletPaise ?? 0 },
    bookingEntries: entries.filter((e) => e.kind === 'booking').length,
    ms,
  };
}
