import { dayOfInstant, formatDayOrdinal, formatRupees } from '@sahaj/contract';

/** Rupees from a major-unit amount, the spec's way (₹3,200; ₹2,166.48). */
export const money = formatRupees;
/** '1st March, 2024' in the viewer's zone. */
export const dayOf = (iso: string, zone: string) => formatDayOrdinal(dayOfInstant(new Date(iso), zone));
export const sessionsWord = (n: number) => `${n} ${n === 1 ? 'session' : 'sessions'}`;
