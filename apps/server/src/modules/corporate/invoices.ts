import { dayOfInstant, financialYearOf, MSG } from '@sahaj/contract';
import type { DbOrTx } from '../../db/client';
import type { CompanyInvoiceRow, InvoiceLineRow, InvoiceRow, PaymentRow } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { invoicePdf } from '../ledger';
import { invoicesRepository } from './invoices-repository';
import type { CorporateKit } from './kit';
import { profileRepository } from './profile-repository';

const INVOICE_ZONE = 'Asia/Kolkata';
/** 'SAHC/2627/000042': the company series (GST allows several series; at most 16 characters). */
export const companyInvoiceNumber = (series: string, sequence: number) =>
  `SAHC/${series.slice(2, 4)}${series.slice(5, 7)}/${String(sequence).padStart(6, '0')}`;

/**
 * Writes the GST invoice of a paid company purchase, once, in the payment's confirmation
 * transaction: numbered without gaps in the company series, naming the company, its GSTIN and its
 * billing address as they are at that moment.
 */
export async function issueCompanyInvoice(kit: CorporateKit, tx: DbOrTx, p: PaymentRow, description: string) {
  if (p.totalPaise <= 0) return null;
  const existing = await invoicesRepository.ofPayment(tx, p.id);
  if (existing) return existing;
  const at = p.paidAt ?? kit.now();
  const series = financialYearOf(dayOfInstant(at, INVOICE_ZONE));
  const sequence = await invoicesRepository.nextSequence(tx, series);
  const profile = await profileRepository.extras(tx, p.companyId!);
  const buyerEmail = await profileRepository.emailOf(tx, p.companyId!);
  return invoicesRepository.insert(tx, {
    companyId: p.companyId!,
    paymentId: p.id,
    series,
    sequence,
    number: companyInvoiceNumber(series, sequence),
    buyerName: (await kit.companyName(p.companyId!, tx)) ?? 'Company',
    buyerEmail,
    buyerGstin: profile?.gstin ?? null,
    billingAddress: profile?.billingAddress ?? null,
    description,
    subtotalPaise: p.subtotalPaise - p.discountPaise,
    feesPaise: p.feesPaise,
    taxPaise: p.taxPaise,
    totalPaise: p.totalPaise,
    currency: p.currency,
    transactionId: p.transactionId,
    gateway: p.gateway,
    issuedAt: at,
  });
}

/** The company's own invoice as a PDF stream (404 for another company's), drawn by the ledger's invoice layout. */
export async function companyInvoicePdf(kit: CorporateKit, companyId: string, paymentId: string) {
  const inv = await invoicesRepository.ofPayment(kit.ctx.db, paymentId, companyId);
  if (!inv) throw notFound(MSG.invoiceNotFound);
  return { number: inv.number, pdf: invoicePdf(documentOf(kit, inv)) };
}

/** The ledger's invoice layout, given the company as the buyer (name, GSTIN and billing address on the 'Billed to' lines). */
function documentOf(kit: CorporateKit, inv: CompanyInvoiceRow) {
  const buyer = [inv.buyerName, inv.buyerGstin ? `GSTIN: ${inv.buyerGstin}` : null, inv.billingAddress]
    .filter(Boolean)
    .join('\n');
  const invoice: InvoiceRow = {
    id: inv.id,
    paymentId: inv.paymentId,
    series: inv.series,
    sequence: inv.sequence,
    number: inv.number,
    patientId: inv.companyId,
    therapistId: inv.companyId,
    buyerName: buyer,
    buyerEmail: inv.buyerEmail,
    therapistName: 'Sahaj (corporate wellness)',
    currency: inv.currency,
    totalPaise: inv.totalPaise,
    issuedAt: inv.issuedAt,
  };
  const gst = kit.ctx.config.payments.gstPercent;
  const line = (
    position: number,
    kind: InvoiceLineRow['kind'],
    description: string,
    amountPaise: number,
    rateBps: number | null = null,
  ): InvoiceLineRow => ({
    id: `${inv.id}-${position}`,
    invoiceId: inv.id,
    position,
    kind,
    description,
    rateBps,
    amountPaise,
  });
  const lines = [
    line(1, 'service', inv.description, inv.subtotalPaise),
    ...(inv.feesPaise > 0 ? [line(2, 'fee', 'Payment processing fee', inv.feesPaise)] : []),
    ...(inv.taxPaise > 0 ? [line(3, 'tax', `GST ${gst}%`, inv.taxPaise, Math.round(gst * 100))] : []),
  ];
  return {
    invoice,
    lines,
    payment: { transactionId: inv.transactionId, gateway: inv.gateway, treatmentName: null },
    seller: { gstin: kit.ctx.config.ledger.sellerGstin, address: kit.ctx.config.ledger.sellerAddress },
    zone: INVOICE_ZONE,
  };
}
