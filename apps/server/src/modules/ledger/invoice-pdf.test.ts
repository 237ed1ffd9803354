import { buffer } from 'node:stream/consumers';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { InvoiceLineRow, InvoiceRow } from '../../db/schema/index';
import { creditNoteOf, invoicePdf, sessionLine } from './invoice-pdf';

describe('invoice text (issue 20 #5)', () => {
  it("names the session's date and the family member it is for", () => {
    expect(sessionLine({ startsAt: new Date('2026-11-28T09:30:00Z'), forName: 'Riya Sharma' }, 'Asia/Kolkata')).toBe(
      'Session: 28 Nov 2026, 3:00 PM · for Riya Sharma',
    );
    expect(sessionLine({ startsAt: new Date('2026-11-28T09:30:00Z'), forName: null }, 'Europe/London')).toBe(
      'Session: 28 Nov 2026, 9:30 AM',
    );
    expect(sessionLine(undefined, 'Asia/Kolkata')).toBeNull();
  });

  it('makes a credit note of the refunds, numbered after the invoice', () => {
    const invoice = { number: 'SAH/2026/000012', totalPaise: 118_000 };
    expect(creditNoteOf(invoice, [])).toBeNull();
    const partly = creditNoteOf(invoice, [
      { amountPaise: 18_000, at: new Date('2026-11-29T10:00:00Z'), reason: 'Goodwill' },
    ]);
    expect(partly).toMatchObject({
      number: 'SAH/2026/000012-CN',
      refundedPaise: 18_000,
      netPaise: 100_000,
      full: false,
    });
    const full = creditNoteOf(invoice, [
      { amountPaise: 18_000, at: new Date('2026-11-29T10:00:00Z'), reason: 'Goodwill' },
      { amountPaise: 100_000, at: new Date('2026-11-30T10:00:00Z'), reason: 'Session cancelled by the therapist' },
    ]);
    expect(full).toMatchObject({ refundedPaise: 118_000, netPaise: 0, full: true });
  });
});

describe('invoice PDF', () => {
  it('prints names in Devanagari and Bengali in their own fonts', async () => {
    const bytes = await buffer(
      invoicePdf({
        invoice: {
          number: 'SAH/2026/000013',
          issuedAt: new Date('2026-11-28T09:30:00Z'),
          buyerName: 'राम कुमार',
          buyerEmail: 'ram@example.com',
          therapistName: 'অমিত দাস',
          totalPaise: 118_000,
          currency: 'INR',
        } as InvoiceRow,
        lines: [{ kind: 'service', description: 'Therapy session', amountPaise: 118_000 } as InvoiceLineRow],
        payment: { transactionId: 'txn_1', gateway: 'test', treatmentName: null },
        seller: {},
        zone: 'Asia/Kolkata',
        session: { startsAt: new Date('2026-11-28T09:30:00Z'), forName: 'सीता' },
      }),
    );
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain('राम कुमार');
    expect(text).toContain('for सीता');
    const raw = bytes.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansBengali-Regular/);
  });
});
