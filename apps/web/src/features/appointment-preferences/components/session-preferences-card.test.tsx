import { appointmentPreferences, appointmentPreferencesResult } from '@sahaj/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { fakeApi, okReply } from '../../../test/fake-api';
import { SessionPreferencesCard } from './session-preferences-card';

const ID = '7d1e0c55-0000-4000-8000-0000000000a1';
const prefs = (over: object = {}) => ({
  appointmentId: ID,
  reminders: true,
  noteForTherapist: null,
  updatedAt: null,
  ...over,
});

describe('before your session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns this session’s reminders off and saves a note for the therapist', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      [`GET /patient/upcoming-appointments/${ID}`]: okReply(appointmentPreferences, prefs()),
      'PATCH /patient/upcoming-appointments': (b) =>
        okReply(appointmentPreferencesResult, {
          message: 'Saved for this session',
          preferences: prefs(b as object),
        }),
    });
    render(
      <Providers>
        <SessionPreferencesCard appointmentId={ID} />
      </Providers>,
    );
    const toggle = await screen.findByRole('switch', { name: /Remind me of this session/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    const save = screen.getByRole('button', { name: 'Save note' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'A note for your therapist' }), 'Sleep, mostly');
    await user.click(save);
    await waitFor(() =>
      expect(calls.filter((c) => c.route === 'PATCH /patient/upcoming-appointments').map((c) => c.body)).toEqual([
        { appointmentId: ID, reminders: false },
        { appointmentId: ID, noteForTherapist: 'Sleep, mostly' },
      ]),
    );
  });
});
