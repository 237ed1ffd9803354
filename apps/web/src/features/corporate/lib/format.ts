import { dayOfInstant, formatDayPadded, formatNumber, formatRupees, MSG } from '@sahaj/contract';

/** Rupees (major units, as replies carry them) in the spec's display: '₹1,500', '₹1,500.50'. */
export const rupees = (major: number) => formatRupees(major);

/** Credits (1 credit = ₹1 of session fees): '1,500 credits'. */
export const credits = (n: number) => `${formatNumber(n)} ${n === 1 ? 'credit' : 'credits'}`;

/** An employee's joining date, DD MMM YYYY in the viewer's zone (spec 03 §9). */
export const joiningDate = (instant: string, zone: string) => formatDayPadded(dayOfInstant(new Date(instant), zone));

/** A per-person figure the employee did not share reads 'Private'. */
export const privateOr = (value: number | null, show: (n: number) => string = String) =>
  value === null ? MSG.privateValue : show(value);

/** An aggregate over fewer than 5 people reads 'Fewer than 5'. */
export const groupOr = (value: number | null, show: (n: number) => string = formatNumber) =>
  value === null ? MSG.groupTooSmall : show(value);
