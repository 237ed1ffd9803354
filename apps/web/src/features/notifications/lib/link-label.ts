import { APPOINTMENTS_LINK, MEDICATION_LINK } from '@sahaj/contract';

/**
 * The words of a notification's link, from where it leads: a follow-up or a message should not say
 * 'Go to appointments' (issue 22). Paths are the screens' own (spec document 01's routes).
 */
const LABELS: Array<[prefix: string, label: string]> = [
  [APPOINTMENTS_LINK, 'Go to appointments'],
  ['/user/base/home/follow-up/', 'See the follow-up'],
  ['/user/base/home/messages', 'Open Chats'],
  [MEDICATION_LINK, 'See your medications'],
  ['/user/base/home/corporate/profile/my-payment-history', 'See payment history'],
  ['/user/base/home/my-account/payment-history', 'See payment history'],
];

export const linkLabel = (link: string): string => LABELS.find(([prefix]) => link.startsWith(prefix))?.[1] ?? 'Open';
