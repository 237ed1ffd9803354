import { formatDate, formatDateTime, formatInvoiceAmount } from '@sahaj/contract';
import PDFDocument from 'pdfkit';
import type { InvoiceLineRow, InvoiceRow } from '../../db/schema/index';
import { scriptWriter } from '../../lib/pdf-text';

export interface InvoiceDocument {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  payment: { transactionId: string; gateway: string; treatmentName: string | null };
  seller: { gstin?: string; address?: string };
  /** Zone the dates are printed in (the buyer's). */
  zone: string;
  /** The session bought: when, and the family member it is for (a patient's own session: null). */
  session?: { startsAt: Date | null; forName: string | null };
  /** Money given back (succeeded refunds, oldest first): printed as a credit note. */
  refunds?: ReadonlyArray<{ amountPaise: number; at: Date; reason: string }>;
}

/** 'Session: 28 Nov 2026, 3:00 PM · for Riya' (null when there is nothing to say). */
export function sessionLine(session: InvoiceDocument['session'], zone: string): string | null {
  if (!session?.startsAt && !session?.forName) return null;
  const parts = [session.startsAt ? `Session: ${formatDateTime(session.startsAt, zone)}` : 'Session'];
  if (session.forName) parts.push(`for ${session.forName}`);
  return parts.join(' · ');
}

/**
 * The credit note a refund makes (issue 20 #5): numbered after the invoice ('SAH/2026/000012-CN'),
 * each refund with its day and reason, the total given back and what remains paid. Null without refunds.
 */
export function creditNoteOf(invoice: Pick<InvoiceRow, 'number' | 'totalPaise'>, refunds: InvoiceDocument['refunds']) {
  const given = refunds ?? [];
  if (given.length === 0) return null;
  const refundedPaise = given.reduce((n, r) => n + r.amountPaise, 0);
  return {
    number: `${invoice.number}-CN`,
    rows: given,
    refundedPaise,
    netPaise: Math.max(0, invoice.totalPaise - refundedPaise),
    full: refundedPaise >= invoice.totalPaise,
  };
}

/** The built-in PDF fonts have no rupee sign, so amounts read 'INR 1,180.00' (the money module's invoice form). */
const money = formatInvoiceAmount;

/**
 * A tax invoice (Sahaj sells, the patient buys) as a PDF stream: the caller pipes it to the reply
 * while it is written, so no invoice is ever held whole in memory or on disk.
 */
export function invoicePdf(doc: InvoiceDocument): PDFKit.PDFDocument {
  const { invoice, lines } = doc;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${invoice.number}`, Author: 'Sahaj', Subject: 'Tax invoice' },
  });
  // Names and descriptions may be in any Indian script.
  const write = scriptWriter(pdf);
  const left = 50;
  const right = pdf.page.width - 50;
  const width = right - left;

  pdf.font('Helvetica-Bold').fontSize(20).fillColor('#0b5d5b').text('Sahaj', left, 50);
  pdf.font('Helvetica').fontSize(10).fillColor('#333333');
  pdf.text('Online therapy sessions', left, 75);
  if (doc.seller.address) pdf.text(doc.seller.address, left, pdf.y, { width: width / 2 });
  pdf.text(doc.seller.gstin ? `GSTIN: ${doc.seller.gstin}` : 'GSTIN: not registered', left, pdf.y);

  pdf.font('Helvetica-Bold').fontSize(16).fillColor('#000000').text('TAX INVOICE', left, 50, { width, align: 'right' });
  pdf.font('Helvetica').fontSize(10);
  pdf.text(`Invoice number: ${invoice.number}`, left, 72, { width, align: 'right' });
  pdf.text(`Invoice date: ${formatDate(invoice.issuedAt, doc.zone)}`, { width, align: 'right' });
  pdf.text(`Transaction: ${doc.payment.transactionId}`, { width, align: 'right' });
  const credit = creditNoteOf(invoice, doc.refunds);
  if (credit) {
    pdf
      .font('Helvetica-Bold')
      .fillColor('#b00020')
      .text(credit.full ? 'REFUNDED' : 'PARTLY REFUNDED', { width, align: 'right' })
      .text(`See credit note ${credit.number} below`, { width, align: 'right' })
      .font('Helvetica')
      .fillColor('#000000');
  }

  const billedY = 150;
  pdf.font('Helvetica-Bold').text('Billed to', left, billedY);
  write(invoice.buyerName, { x: left, y: billedY + 15 });
  if (invoice.buyerEmail) pdf.text(invoice.buyerEmail, left, pdf.y);
  pdf.font('Helvetica-Bold').text('Service provided by', left + width / 2, billedY);
  write(invoice.therapistName, { x: left + width / 2, y: billedY + 15 });
  const session = sessionLine(doc.session, doc.zone);
  if (session) write(session, { x: left + width / 2, y: pdf.y, width: width / 2 });

  // Lines
  let y = 230;
  pdf.moveTo(left, y).lineTo(right, y).strokeColor('#cccccc').stroke();
  y += 8;
  pdf.font('Helvetica-Bold').text('Description', left, y).text('Amount', left, y, { width, align: 'right' });
  y += 20;
  pdf.font('Helvetica');
  for (const line of lines) {
    const amount =
      line.kind === 'discount'
        ? `- ${money(line.amountPaise, invoice.currency)}`
        : money(line.amountPaise, invoice.currency);
    write(line.description, { x: left, y, width: width - 140 });
    pdf.text(amount, left, y, { width, align: 'right' });
    y += 20;
  }
  pdf.moveTo(left, y).lineTo(right, y).strokeColor('#cccccc').stroke();
  y += 10;
  pdf.font('Helvetica-Bold').text('Total paid', left, y).text(money(invoice.totalPaise, invoice.currency), left, y, {
    width,
    align: 'right',
  });
  if (credit) {
    // The credit note: the tax invoice stays as issued; what was given back is stated against it.
    y += 36;
    pdf.font('Helvetica-Bold').fontSize(13).fillColor('#b00020').text(`CREDIT NOTE ${credit.number}`, left, y);
    pdf.font('Helvetica').fontSize(10).fillColor('#000000');
    y += 22;
    pdf.text(`Against invoice ${invoice.number}`, left, y);
    y += 20;
    for (const r of credit.rows) {
      pdf.text(`Refund on ${formatDate(r.at, doc.zone)}: ${r.reason}`, left, y, { width: width - 140 });
      pdf.text(`- ${money(r.amountPaise, invoice.currency)}`, left, y, { width, align: 'right' });
      y += 20;
    }
    pdf.moveTo(left, y).lineTo(right, y).strokeColor('#cccccc').stroke();
    y += 10;
    pdf.font('Helvetica-Bold').text('Total refunded', left, y);
    pdf.text(money(credit.refundedPaise, invoice.currency), left, y, { width, align: 'right' });
    y += 20;
    pdf.text('Net paid', left, y).text(money(credit.netPaise, invoice.currency), left, y, { width, align: 'right' });
  }
  y += 40;
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(
      `Paid through ${doc.payment.gateway === 'test' ? 'the Sahaj test gateway (TEST MODE: no real money moved)' : doc.payment.gateway}. ` +
        'This is a computer-generated invoice and needs no signature.',
      left,
      y,
      { width },
    );
  pdf.end();
  return pdf;
}
