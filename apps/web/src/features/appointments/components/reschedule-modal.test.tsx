import { type Appointment, availableSlotsData } from '@sahaj/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { fakeApi, okReply } from '../../../test/fake-api';
import { RescheduleModal } from './reschedule-modal';

const APPOINTMENT = '0c8f2a6e-0000-4000-8000-0000000000c1';
const THERAPIST = '0c8f2a6e-0000-4000-8000-0000000000c2';
const inDays = (days: number, hour: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
const appointment = {
  _id: APPOINTMENT,
  providerId: THERAPIST,
  startTime: inDays(3, 4),
  endTime: inDays(3, 5),
  amount: 1770,
  paidWith: 'payment',
  currency: 'INR',
  doctorDetails: { name: 'Meera Iyer' },
} as unknown as Appointment;

/** Issue 20 #4: picking a new time asks first; only 'Move my session' moves a paid session. */
describe('reschedule', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says old → new time, that the price is unchanged and who agrees, before moving', {
    timeout: 30_000,
  }, async () => {
    const calls = fakeApi({
      [`GET /user/available-time-slot/${THERAPIST}`]: okReply(availableSlotsData, {
        providerId: THERAPIST,
        consultationDuration: 60,
        minimumNoticeMinutes: 60,
        horizonDays: 30,
        from: inDays(0, 0),
        to: inDays(30, 0),
        slots: [{ startTime: inDays(4, 6), endTime: inDays(4, 7) }],
      }),
      // The reply's appointment is read only by the query cache here.
      'PATCH /patient/consultation-time': {
        status: 200,
        body: { status: true, data: { message: 'Appointment rescheduled successfully', appointment } },
      },
    });
    const onClose = vi.fn();
    render(
      <Providers>
        <RescheduleModal a={appointment} zone="Asia/Kolkata" opened onClose={onClose} />
      </Providers>,
    );
    const times = await screen.findByRole('group', { name: /^Times on / });
    await userEvent.click(within(times).getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Move this session?' });
    expect(within(dialog).getByText(/Unchanged: the ₹1,770 you paid stays with this session/)).toBeInTheDocument();
    expect(within(dialog).getByText('Meera Iyer, the same therapist')).toBeInTheDocument();
    expect(calls.some((c) => c.route === 'PATCH /patient/consultation-time')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move my session' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.route === 'PATCH /patient/consultation-time').map((c) => c.body)).toEqual([
      { appointmentId: APPOINTMENT, startTime: inDays(4, 6) },
    ]);
  });
});
