import { inflateSync } from 'node:zlib';
import type { EarningsData, PatientPaymentDetailsData, ProviderPaymentDetailsData } from '@sahaj/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoices, ledgerEntries, refunds } from '../../db/schema/index';
import { body, createTestApp } from '../../test/test-app';
import { bearer } from '../../test/test-users';
import { approvedTherapist, insertAppointment, newPatient } from '../booking/test-helpers';
import { paidPayment, succeededRefund } from './test-helpers';

describe('ledger, invoices, payment history and earnings', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  }, 120_000);
  afterAll(async () => app?.close());

  it('records a payment once however often the confirmation reports it, with a numbered invoice', async () => {
    const t = await approvedTherapist(app, { feeMinor: 100_000 });
    const p = await newPatient(app);
    const payment = await paidPayment(app, { patientId: p.id, therapistId: t.id, subtotalPaise: 100_000 });
    // The webhook and the browser's verify call report it again: nothing more is written.
    const again = await app.ctx.db.transaction((tx) => app.ctx.services.ledger.recordPayment(tx, payment));
    expect(again).toBeNull();
    const entries = await app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, payment.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'payment',
      amountPaise: payment.totalPaise,
      grossPaise: 100_000,
      commissionPaise: 20_000,
      netPaise: 80_000,
      commissionBps: 2000,
    });
    const [inv] = await app.ctx.db.select().from(invoices).where(eq(invoices.paymentId, payment.id));
    expect(inv!.number).toMatch(/^SAH\/\d{4}\/\d{6}$/);
    const lines = await app.ctx.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, inv!.id));
    const sum = lines.reduce((s, l) => s + (l.kind === 'discount' ? -l.amountPaise : l.amountPaise), 0);
    expect(sum).toBe(payment.totalPaise);
    expect(lines.map((l) => l.kind).sort()).toEqual(['fee', 'service', 'tax']);
    expect(lines.find((l) => l.kind === 'tax')).toMatchObject({ description: 'GST @ 18%', rateBps: 1800 });
  });

  it('numbers invoices without gaps or repeats when payments confirm at the same moment', async () => {
    const t = await approvedTherapist(app);
    const p = await newPatient(app);
    const before = await app.ctx.db.select({ n: invoices.sequence }).from(invoices);
    const paid = await Promise.all(
      Array.from({ length: 12 }, () => paidPayment(app, { patientId: p.id, therapistId: t.id, subtotalPaise: 50_000 })),
    );
    const rows = await app.ctx.db.select({ n: invoices.sequence, series: invoices.series }).from(invoices);
    const numbers = rows.map((r) => r.n).sort((a, b) => a - b);
    expect(numbers).toHaveLength(before.length + paid.length);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('reverses the earning in proportion to a refund, once per refund, and never past the payment', async () => {
    const t = await approvedTherapist(app);
    const p = await newPatient(app);
    const payment = await paidPayment(app, { patientId: p.id, therapistId: t.id, subtotalPaise: 100_000 });
    const half = Math.floor(payment.totalPaise / 2);
    const r1 = await succeededRefund(app, payment, half);
    expect(await app.ctx.db.transaction((tx) => app.ctx.services.ledger.recordRefund(tx, r1))).toBeNull();
    await succeededRefund(app, payment, payment.totalPaise - half);
    const rows = await app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, payment.id));
    const refundsRows = rows.filter((r) => r.kind === 'refund');
    expect(refundsRows).toHaveLength(2);
    expect(refundsRows.reduce((s, r) => s + r.grossPaise, 0)).toBe(100_000);
    expect(refundsRows.reduce((s, r) => s + r.commissionPaise, 0)).toBe(20_000);
    expect(refundsRows.reduce((s, r) => s + r.netPaise, 0)).toBe(80_000);
  });

  it('reverses exactly what was paid when three refunds of one payment settle at the same moment', async () => {
    const t = await approvedTherapist(app);
    const p = await newPatient(app);
    const payment = await paidPayment(app, { patientId: p.id, therapistId: t.id, subtotalPaise: 99_999 });
    const third = Math.floor(payment.totalPaise / 3);
    const parts = [third, third, payment.totalPaise - 2 * third];
    const rows = await app.ctx.db
      .insert(refunds)
      .values(
        parts.map((amountPaise) => ({
          paymentId: payment.id,
          amountPaise,
          reason: 'race',
          status: 'succeeded' as const,
        })),
      )
      .returning();
    await Promise.all(rows.map((r) => app.ctx.db.transaction((tx) => app.ctx.services.ledger.recordRefund(tx, r))));
    const entries = await app.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.paymentId, payment.id), eq(ledgerEntries.kind, 'refund')));
    expect(entries).toHaveLength(3);
    const [paid] = await app.ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.paymentId, payment.id), eq(ledgerEntries.kind, 'payment')));
    expect(entries.reduce((s, e) => s + e.grossPaise, 0)).toBe(paid!.grossPaise);
    expect(entries.reduce((s, e) => s + e.commissionPaise, 0)).toBe(paid!.commissionPaise);
  });

  it('lists the patient’s own payments with refunds and serves the invoice PDF to its owner only', async () => {
    const t = await approvedTherapist(app, { firstName: 'Ira', lastName: 'Rao' });
    const p = await newPatient(app, 'Maya');
    const other = await newPatient(app, 'Omar');
    const appt = await insertAppointment(app, {
      patientId: p.id,
      therapistId: t.id,
      startsAt: new Date(Date.now() + 3 * 86_400_000),
    });
    const payment = await paidPayment(app, {
      patientId: p.id,
      therapistId: t.id,
      appointmentId: appt.id,
      subtotalPaise: 150_000,
      discountPaise: 15_000,
    });
    await succeededRefund(app, payment, payment.totalPaise);

    const res = await app.inject({ method: 'GET', url: '/api/v1/patient/payment-details', headers: bearer(p.token) });
    expect(res.statusCode).toBe(200);
    const data = body<{ data: PatientPaymentDetailsData }>(res).data;
    expect(data.count).toBe(1);
    expect(data.paymentDetails[0]).toMatchObject({
      _id: payment.id,
      paymentStatus: 'refunded',
      appointmentId: appt.id,
      doctorDetails: { _id: t.id, name: 'Ira Rao' },
      subTotal: 1500,
      discountAmount: 150,
      couponCode: 'WELCOME10',
      totalAmount: payment.totalPaise / 100,
      refundedAmount: payment.totalPaise / 100,
      sessionStartTime: appt.startsAt.toISOString(),
    });
    expect(data.paymentDetails[0]!.refunds).toHaveLength(1);
    expect(data.paymentDetails[0]!.invoiceNumber).toMatch(/^SAH\//);

    const pdf = await app.inject({
      method: 'GET',
      url: `/api/v1/patient/payment-details/${payment.id}/invoice`,
      headers: bearer(p.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/attachment; filename="invoice-SAH-\d{4}-\d{6}\.pdf"/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Refunded in full: the invoice says so and carries a credit note; it names the session's date (issue 20 #5).
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('REFUNDED');
    expect(text).toMatch(/CREDIT NOTE SAH\/\d{4}\/\d{6}-CN/);
    expect(text).toContain('Total refunded');
    expect(text).toContain('Net paid');
    expect(text).toMatch(/Session: \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M/);

    const theirs = await app.inject({
      method: 'GET',
      url: '/api/v1/patient/payment-details',
      headers: bearer(other.token),
    });
    expect(body(theirs).data).toEqual({ paymentDetails: [], count: 0 });
    const stolen = await app.inject({
      method: 'GET',
      url: `/api/v1/patient/payment-details/${payment.id}/invoice`,
      headers: bearer(other.token),
    });
    expect(stolen.statusCode).toBe(404);
    const asTherapist = await app.inject({
      method: 'GET',
      url: `/api/v1/patient/payment-details/${payment.id}/invoice`,
      headers: bearer(t.token),
    });
    expect(asTherapist.statusCode).toBe(403);
  });

  it('pages the history ten at a time, newest first', async () => {
    const t = await approvedTherapist(app);
    const p = await newPatient(app);
    for (let i = 0; i < 12; i++) {
      await paidPayment(app, {
        patientId: p.id,
        therapistId: t.id,
        subtotalPaise: 10_000 + i,
        paidAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    const first = body<{ data: PatientPaymentDetailsData }>(
      await app.inject({ method: 'GET', url: '/api/v1/patient/payment-details?page=0', headers: bearer(p.token) }),
    ).data;
    const second = body<{ data: PatientPaymentDetailsData }>(
      await app.inject({ method: 'GET', url: '/api/v1/patient/payment-details?page=1', headers: bearer(p.token) }),
    ).data;
    expect(first.count).toBe(12);
    expect(first.paymentDetails).toHaveLength(10);
    expect(second.paymentDetails).toHaveLength(2);
    expect(first.paymentDetails[0]!.subTotal).toBe(100.11);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/v1/patient/payment-details?page=-1',
      headers: bearer(p.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('gives the therapist totals, months and the ledger of their own sessions only', async () => {
    const t = await approvedTherapist(app, { timeZone: 'Asia/Kolkata' });
    const t2 = await approvedTherapist(app);
    const p = await newPatient(app, 'Neel');
    const now = new Date();
    const a = await paidPayment(app, { patientId: p.id, therapistId: t.id, subtotalPaise: 200_000, paidAt: now });
    await paidPayment(app, { patientId: p.id, therapistId: t.id, subtotalPaise: 100_000, paidAt: now });
    await paidPayment(app, { patientId: p.id, therapistId: t2.id, subtotalPaise: 999_900, paidAt: now });
    await succeededRefund(app, a, a.totalPaise);

    const res = await app.inject({ method: 'GET', url: '/api/v1/provider/earnings', headers: bearer(t.token) });
    expect(res.statusCode).toBe(200);
    const e = body<{ data: EarningsData }>(res).data;
    expect(e.commissionPercent).toBe(20);
    expect(e.totals).toEqual({ gross: 3000, refunds: 2000, commission: 200, net: 800, sessions: 2 });
    expect(e.months).toHaveLength(12);
    expect(e.months.at(-1)).toMatchObject({ gross: 3000, refunds: 2000, net: 800, sessions: 2 });
    expect(e.months[0]!.month < e.months.at(-1)!.month).toBe(true);

    const list = body<{ data: ProviderPaymentDetailsData }>(
      await app.inject({ method: 'GET', url: '/api/v1/provider/payment-details', headers: bearer(t.token) }),
    ).data;
    expect(list.count).toBe(3);
    expect(list.paymentDetails.map((x) => x.kind).sort()).toEqual(['payment', 'payment', 'refund']);
    expect(list.paymentDetails[0]!.patientDetails.name).toBe('Neel Patient');
    expect(list.paymentDetails.every((x) => x.purpose === 'session')).toBe(true);
    // A package says so, so the earnings screen can label it (issue 20 #5).
    await paidPayment(app, { patientId: p.id, therapistId: t.id, subtotalPaise: 400_000, purpose: 'package' });
    const withPackage = body<{ data: ProviderPaymentDetailsData }>(
      await app.inject({ method: 'GET', url: '/api/v1/provider/payment-details', headers: bearer(t.token) }),
    ).data;
    expect(withPackage.paymentDetails.filter((x) => x.purpose === 'package')).toHaveLength(1);

    const asPatient = await app.inject({ method: 'GET', url: '/api/v1/provider/earnings', headers: bearer(p.token) });
    expect(asPatient.statusCode).toBe(403);
    const empty = body<{ data: EarningsData }>(
      await app.inject({
        method: 'GET',
        url: '/api/v1/provider/earnings',
        headers: bearer((await approvedTherapist(app)).token),
      }),
    ).data;
    expect(empty.totals).toEqual({ gross: 0, refunds: 0, commission: 0, net: 0, sessions: 0 });
  });
});

/** The text drawn in a PDFKit document: its content streams inflated, their hex strings decoded. */
function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    const line: string[] = [];
    for (const h of content.matchAll(/<([0-9a-fA-F]+)>/g)) line.push(Buffer.from(h[1]!, 'hex').toString('latin1'));
    out.push(line.join(''));
  }
  return out.join('\n');
}
