import { APPOINTMENTS_LINK, MEDICATION_LINK } from '@sahaj/contract';
import { describe, expect, it } from 'vitest';
import { linkLabel } from './link-label';

describe('a notification link says where it leads', () => {
  it('names each destination, and never sends a follow-up to "appointments"', () => {
    expect(linkLabel(APPOINTMENTS_LINK)).toBe('Go to appointments');
    expect(linkLabel('/user/base/home/follow-up/0c8f2a6e-0000-4000-8000-0000000000aa')).toBe('See the follow-up');
    expect(linkLabel('/user/base/home/messages')).toBe('Open Chats');
    expect(linkLabel(MEDICATION_LINK)).toBe('See your medications');
    expect(linkLabel('/user/base/home/corporate/profile/my-payment-history')).toBe('See payment history');
    expect(linkLabel('/somewhere/else')).toBe('Open');
  });
});
