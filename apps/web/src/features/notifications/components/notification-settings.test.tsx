import { notificationSettingsData, notificationSettingsReply } from '@sahaj/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { fakeApi, okReply } from '../../../test/fake-api';
import { NotificationSettings } from './notification-settings';

afterEach(() => vi.unstubAllGlobals());

const ALL_ON = { push: true, email: true, sessionReminders: true, medicationReminders: true, allOff: false };

describe('notification settings', () => {
  it('a patient switches e-mail off and turns all reminders off; each change is sent at once', async () => {
    const calls = fakeApi({
      'GET /user/notification/settings': okReply(notificationSettingsData, ALL_ON),
      'PATCH /user/email-notification/switch': okReply(notificationSettingsReply, {
        ...ALL_ON,
        email: false,
        message: 'Successfully changed notification settings',
      }),
      'PATCH /patient/reminder-settings/turn-off-all-reminders': okReply(notificationSettingsReply, {
        ...ALL_ON,
        email: false,
        allOff: true,
        message: 'Successfully changed notification settings',
      }),
    });
    render(
      <Providers>
        <NotificationSettings userType="patient" />
      </Providers>,
    );
    const email = await screen.findByRole('switch', { name: /^Email notifications/ });
    expect(email).toBeChecked();
    await userEvent.click(email);
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Email notifications/ })).not.toBeChecked());
    expect(calls.find((c) => c.route === 'PATCH /user/email-notification/switch')?.body).toEqual({ enabled: false });

    await userEvent.click(screen.getByRole('switch', { name: /^Turn off all reminders/ }));
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Session reminders/ })).not.toBeChecked());
    expect(screen.getByRole('switch', { name: /^Medication reminders/ })).not.toBeChecked();
  });

  it('a therapist sees only the two notification switches', async () => {
    fakeApi({ 'GET /user/notification/settings': okReply(notificationSettingsData, ALL_ON) });
    render(
      <Providers>
        <NotificationSettings userType="doctor" />
      </Providers>,
    );
    await screen.findByRole('switch', { name: /^Notifications/ });
    expect(screen.queryByRole('switch', { name: /^Session reminders/ })).toBeNull();
  });
});
