import { formatDateTime } from '@sahaj/contract';

/** '21 Nov 2026, 2:58 PM', or a dash when there is none. */
export const sessionTime = (at: string | null, zone: string) => (at ? formatDateTime(at, zone) : '—');
