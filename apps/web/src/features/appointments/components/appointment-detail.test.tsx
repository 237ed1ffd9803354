import { appointmentChangeResult, MSG } from '@sahaj/contract';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appointmentFixture } from '../../../test/appointment-fixture';
import { fakeApi, okReply } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-routes';
import { extensionRequests } from '../lib/extension-request-store';
import { AppointmentDetail } from './appointment-detail';

// Web tests share their worker's modules (vitest.shared.ts): the extension prompt's store and the spy
// on it would otherwise outlive this file and show a prompt in the next one.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => extensionRequests.clear());
});

const session = (familyMember: { _id: string; name: string; relationship: string } | null) =>
  appointmentFixture({ familyMember });

describe('appointment detail', () => {
  it('says whom a family session is for (issue 20 #11)', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <AppointmentDetail
              a={session({ _id: 'f1', name: 'Riya Rao', relationship: 'Daughter' })}
              viewer="provider"
              zone="Asia/Kolkata"
              backHref="/"
            />
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText('For Riya Rao (Daughter)')).toBeInTheDocument();
  });

  it("says nothing of the kind for the patient's own session", async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: <AppointmentDetail a={session(null)} viewer="patient" zone="Asia/Kolkata" backHref="/" />,
        },
      ],
      '/',
    );
    expect(await screen.findByRole('heading', { name: 'Session with Meera Iyer' })).toBeInTheDocument();
    expect(screen.queryByTestId('session-for')).toBeNull();
  });

  it("takes the therapist to the session's note and the patient's record (issue 22)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    renderRoutes(
      [
        {
          path: '/',
          element: <AppointmentDetail a={session(null)} viewer="provider" zone="Asia/Kolkata" backHref="/" />,
        },
      ],
      '/',
    );
    expect(await screen.findByRole('link', { name: 'Session note' })).toHaveAttribute(
      'href',
      '/user/base/home/patients/p1/notes/0c8f2a6e-0000-4000-8000-0000000000aa',
    );
    expect(screen.getByRole('link', { name: "Asha Rao's record" })).toHaveAttribute(
      'href',
      '/user/base/home/patients/p1',
    );
  });

  it('asks before extending and says until when, at no charge, with the patient agreeing (issue 20 #4)', async () => {
    const a = { ...session(null), canExtend: true };
    const pending = {
      ...a,
      canExtend: false,
      extensionRequest: { newEndTime: '2099-03-01T11:30:00.000Z', expiresAt: '2099-03-01T09:35:00.000Z' },
    };
    const calls = fakeApi({
      'PATCH /provider/appointments/extend': okReply(appointmentChangeResult, {
        message: MSG.extensionRequested,
        appointment: pending,
      }),
    });
    renderRoutes(
      [{ path: '/', element: <AppointmentDetail a={a} viewer="provider" zone="Asia/Kolkata" backHref="/" /> }],
      '/',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Extend by one session' }));
    const ask = await screen.findByRole('dialog', { name: 'Ask to extend this session?' });
    expect(ask).toHaveTextContent('60 more minutes and ends at 5:00 PM instead of 4:00 PM');
    expect(ask).toHaveTextContent('There is no extra charge for Asha Rao');
    expect(ask).toHaveTextContent('Asha Rao is asked first: the session is extended only if they agree');
    expect(calls.filter((c) => c.route === 'PATCH /provider/appointments/extend')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Ask to extend to 5:00 PM' }));
    await waitFor(() => expect(calls.filter((c) => c.route === 'PATCH /provider/appointments/extend')).toHaveLength(1));
  });

  it('shows a request awaiting the patient: the therapist waits, the patient can answer it', async () => {
    const a = {
      ...session(null),
      extensionRequest: { newEndTime: '2099-03-01T11:30:00.000Z', expiresAt: '2099-03-01T09:35:00.000Z' },
    };
    renderRoutes(
      [{ path: '/', element: <AppointmentDetail a={a} viewer="provider" zone="Asia/Kolkata" backHref="/" /> }],
      '/',
    );
    expect(await screen.findByText(/You asked Asha Rao to extend this session until 5:00 PM/)).toBeInTheDocument();
    expect(screen.getByText(/lapses at 3:05 PM/)).toBeInTheDocument();
    cleanup();

    const ask = vi.spyOn(extensionRequests, 'ask');
    renderRoutes(
      [{ path: '/', element: <AppointmentDetail a={a} viewer="patient" zone="Asia/Kolkata" backHref="/" /> }],
      '/',
    );
    expect(await screen.findByText(/Meera Iyer would like to extend this session until 5:00 PM/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
    expect(ask).toHaveBeenCalledWith({
      appointmentId: a._id,
      therapistName: 'Meera Iyer',
      endTime: a.endTime,
      newEndTime: '2099-03-01T11:30:00.000Z',
      expiresAt: '2099-03-01T09:35:00.000Z',
    });
  });
});
