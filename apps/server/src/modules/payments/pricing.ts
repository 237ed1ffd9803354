import { type PriceDetails, paiseToRupees } from '@sahaj/contract';

/**
 * The one place amounts are computed (integer paise, never a client's number):
 *   amount   = subtotal − discount                    (fee or treatment price, minus a coupon)
 *   fees     = round(amount × processingFeePercent%)  (the gateway processing fee passed on)
 *   tax      = round((amount + fees) × gstPercent%)   (GST / service tax)
 *   total    = amount + fees + tax
 * A session whose amount is 0 (free, or a 100 % coupon) has no fees or tax: total 0, the zero-charge path.
 * Rates come from PAYMENT_PROCESSING_FEE_PERCENT and PAYMENT_GST_PERCENT (config.ts, README).
 */
export interface PricingSettings {
  processingFeePercent: number;
  gstPercent: number;
}

export interface Amounts {
  subtotalPaise: number;
  discountPaise: number;
  /** subtotal − discount */
  amountPaise: number;
  feesPaise: number;
  taxPaise: number;
  totalPaise: number;
}

/** percent × base, half up, in whole paise; the rate is taken to 1/100 of a percent. */
export const percentOf = (basePaise: number, percent: number) => {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((basePaise * basisPoints + 5000) / 10000);
};

export function computeAmounts(subtotalPaise: number, discountPaise: number, s: PricingSettings): Amounts {
  if (!Number.isSafeInteger(subtotalPaise) || subtotalPaise < 0) throw new Error('subtotal must be whole paise');
  if (!Number.isSafeInteger(discountPaise) || discountPaise < 0) throw new Error('discount must be whole paise');
  const discount = Math.min(discountPaise, subtotalPaise);
  const amountPaise = subtotalPaise - discount;
  const feesPaise = amountPaise > 0 ? percentOf(amountPaise, s.processingFeePercent) : 0;
  const taxPaise = amountPaise > 0 ? percentOf(amountPaise + feesPaise, s.gstPercent) : 0;
  return {
    subtotalPaise,
    discountPaise: discount,
    amountPaise,
    feesPaise,
    taxPaise,
    totalPaise: amountPaise + feesPaise + taxPaise,
  };
}

/** What is priced (a session or a package) and who for; the amounts come from computeAmounts. */
export interface PricedItem {
  providerId: string;
  treatmentId: string | null;
  treatmentName: string | null;
  currency: string;
  consultationDuration: number | null;
  /** The coupon whose discount is in the amounts, if any. */
  couponCode: string | null;
}

/** The spec's price details (rupees for people, paise for our own checks) of one priced item. */
export function priceDetailsOf(item: PricedItem, a: Amounts, s: PricingSettings): PriceDetails {
  return {
    ...item,
    patientPaymentAmount: paiseToRupees(a.subtotalPaise),
    subTotal: paiseToRupees(a.subtotalPaise),
    discountAmount: paiseToRupees(a.discountPaise),
    couponApplied: a.discountPaise > 0,
    feesAndTaxes: paiseToRupees(a.feesPaise + a.taxPaise),
    totalAmount: paiseToRupees(a.totalPaise),
    amount: paiseToRupees(a.amountPaise),
    serviceTaxValue: paiseToRupees(a.feesPaise + a.taxPaise),
    integratorprocessingFeeValue: paiseToRupees(a.feesPaise),
    taxAmount: paiseToRupees(a.taxPaise),
    gstPercent: s.gstPercent,
    processingFeePercent: s.processingFeePercent,
    totalAmountPaise: a.totalPaise,
    couponCode: a.discountPaise > 0 ? item.couponCode : null,
  };
}
