import { formatRupees } from '@sahaj/contract';

/** A session fee as people read it: 'Free' for 0, else '₹1,500' (fees are in major units, up to 2 decimals). */
export function feeLabel(fee: number, currency = 'INR'): string {
  if (fee === 0) return 'Free';
  return formatRupees(fee, currency);
}
