import { appointmentChangeResult, formatClock, localTimeZone, MSG } from '@sahaj/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appointmentFixture } from '../../../test/appointment-fixture';
import { failReply, fakeApi, okReply } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-routes';
import { extensionRequests } from '../lib/extension-request-store';
import { ExtensionPrompt } from './extension-prompt';

const ID = '0c8f2a6e-0000-4000-8000-0000000000bb';
const END = '2099-03-01T10:30:00.000Z';
const NEW_END = '2099-03-01T11:00:00.000Z';
// The patient has five minutes to answer; the prompt closes itself then.
const IN_FIVE_MINUTES = new Date(Date.now() + 5 * 60_000).toISOString();
const clock = (iso: string) => formatClock(new Date(iso), localTimeZone());

const request = (expiresAt: string) => ({
  appointmentId: ID,
  therapistName: 'Meera Iyer',
  endTime: END,
  newEndTime: NEW_END,
  expiresAt,
});

afterEach(() => {
  act(() => extensionRequests.clear());
  vi.unstubAllGlobals();
});

/** The appointment as it is after the answer, in the contract's shape. */
const answered = (message: string) =>
  okReply(appointmentChangeResult, {
    message,
    appointment: appointmentFixture({
      _id: ID,
      endTime: NEW_END,
      consultationDuration: 90,
      extendedTimes: 1,
      canCancel: false,
      canReschedule: false,
    }),
  });

function renderPrompt() {
  renderRoutes([{ path: '/', element: <ExtensionPrompt /> }], '/');
}

describe("the patient's answer to a request for more time (issue 20 #4)", () => {
  it('says who asks, until when, at no charge and by when; agreeing sends yes and closes', async () => {
    const calls = fakeApi({ 'PATCH /patient/appointments/extension': answered(MSG.appointmentExtended) });
    renderPrompt();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => extensionRequests.ask(request(IN_FIVE_MINUTES)));
    const dialog = await screen.findByRole('dialog', { name: 'Extend your session?' });
    expect(dialog).toHaveTextContent(
      `Meera Iyer would like to continue for 30 more minutes, until ${clock(NEW_END)} instead of ${clock(END)}.`,
    );
    expect(dialog).toHaveTextContent('There is no extra charge');
    expect(dialog).toHaveTextContent(`If you decline, the session ends at ${clock(END)} as booked.`);
    expect(dialog).toHaveTextContent(`Please answer by ${clock(IN_FIVE_MINUTES)}.`);
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: `Agree, extend to ${clock(NEW_END)}` }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.map((c) => [c.route, c.body])).toEqual([
      ['PATCH /patient/appointments/extension', { appointmentId: ID, agree: true }],
    ]);
  });

  it('declining sends no; a refusal from the server stays on screen, naming the problem', async () => {
    const calls = fakeApi({
      'PATCH /patient/appointments/extension': failReply(409, MSG.extensionRequestMissing),
    });
    renderPrompt();
    act(() => extensionRequests.ask(request(IN_FIVE_MINUTES)));
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.extensionRequestMissing);
    expect(calls.map((c) => c.body)).toEqual([{ appointmentId: ID, agree: false }]);
    expect(screen.getByRole('dialog', { name: 'Extend your session?' })).toBeInTheDocument();
  });

  it('goes away by itself when the request lapses unanswered', async () => {
    fakeApi({});
    renderPrompt();
    act(() => extensionRequests.ask(request(new Date(Date.now() + 300).toISOString())));
    expect(await screen.findByRole('dialog', { name: 'Extend your session?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
