import type { Appointment } from '@sahaj/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { CancelModal } from './cancel-modal';

const REASON = '0c8f2a6e-0000-4000-8000-00000000000a';
const APPOINTMENT = '0c8f2a6e-0000-4000-8000-00000000000b';

function stub() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      const path = new URL(url).pathname;
      if (path.endsWith('/public/cancellation-reasons'))
        return new Response(
          JSON.stringify({ status: true, data: { cancellationReasons: [{ _id: REASON, name: 'Feeling better' }] } }),
        );
      bodies.push(JSON.parse(String(init.body)));
      return new Response(
        JSON.stringify({
          status: true,
          data: { message: 'Appointment cancelled successfully', appointment: { _id: APPOINTMENT } },
        }),
      );
    }),
  );
  return bodies;
}

const appointment = { _id: APPOINTMENT } as Appointment;

// Mantine's autosize textarea listens to font loading, which jsdom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });

afterEach(() => vi.unstubAllGlobals());

describe('cancelling a session', () => {
  it('asks a patient for a reason before sending, then sends the chosen reason id', async () => {
    const bodies = stub();
    const onClose = vi.fn();
    render(
      <Providers>
        <CancelModal a={appointment} viewer="patient" opened onClose={onClose} />
      </Providers>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel session' }));
    expect(await screen.findByText('Please select a reason for cancelling')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    // The reasons have loaded when the placeholder says so; then choose the first by keyboard.
    const select = await screen.findByPlaceholderText('Choose a reason');
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Feeling better', hidden: true }));
    expect(select).toHaveValue('Feeling better');
    await userEvent.type(screen.getByRole('textbox', { name: /Anything you want to add/ }), ' Sorry ');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ appointmentId: APPOINTMENT, cancellationReasonId: REASON, reason: 'Sorry' }]);
  });

  it("says what happens to the patient's money before they confirm (issue 20 #5)", async () => {
    stub();
    render(
      <Providers>
        <CancelModal
          a={{ ...appointment, amount: 1083.24, currency: 'INR', paidWith: 'payment' }}
          viewer="patient"
          opened
          onClose={() => {}}
        />
      </Providers>,
    );
    expect(
      await screen.findByText(/The ₹1,083.24 you paid is refunded in full to the card or account you paid with/),
    ).toBeInTheDocument();
  });

  it('offers a therapist reasons in their own words and says the patient is refunded (issue 20 #5)', async () => {
    const bodies = stub();
    const onClose = vi.fn();
    render(
      <Providers>
        <CancelModal
          a={
            {
              ...appointment,
              amount: 900,
              currency: 'INR',
              paidWith: 'payment',
              patientDetails: {
                _id: 'p',
                name: 'Asha Rao',
                fullName: 'Asha Rao',
                profilePic: null,
                timeZone: 'Asia/Kolkata',
              },
            } as Appointment
          }
          viewer="provider"
          opened
          onClose={onClose}
        />
      </Providers>,
    );
    expect(
      await screen.findByText(/^Asha Rao is refunded the ₹900(\.00)? they paid, in full, and told at once\.$/),
    ).toBeInTheDocument();
    const select = screen.getByPlaceholderText('Choose a reason');
    await userEvent.click(select);
    expect(screen.queryByRole('option', { name: 'Feeling better', hidden: true })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'An emergency came up', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ appointmentId: APPOINTMENT, reason: 'An emergency came up' }]);
  });
});
