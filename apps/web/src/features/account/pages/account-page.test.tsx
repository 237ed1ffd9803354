import {
  accountStatusData,
  contactCodeSentData,
  deletionRefundsData,
  messageData,
  timezonesData,
} from '@sahaj/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { saveSession } from '../../../lib/session';
import { failReply, fakeApi, okReply } from '../../../test/fake-api';
import { fakeJwt, inOneHour } from '../../../test/jwt';
import { AccountPage } from './account-page';

function EditorProbe() {
  const state = useLocation().state as { page?: number } | null;
  return <h1>Profile editor page {state?.page}</h1>;
}

const account = (userType: 'patient' | 'doctor') => ({
  status: 'active' as const,
  data: {
    _id: 'u1',
    userType,
    name: 'Asha Rao',
    email: 'asha@example.com',
    emailVerified: true,
    phone: '+91-9812345670',
    phoneVerified: true,
    timeZone: 'India (GMT+5:30)',
    globalTimeZone: 'Asia/Kolkata',
    profilePic: null,
    gender: 'female' as const,
    dob: '1990-05-17',
    location: 'Pune',
    hasPassword: true,
    deletionCodeChannel: 'email' as const,
  },
});

function renderAs(userType: 'doctor' | 'patient', extra: Parameters<typeof fakeApi>[0] = {}) {
  saveSession({ authToken: fakeJwt(inOneHour()), userType, status: 'active', page: 6, oauthData: null, user: null });
  const calls = fakeApi({
    'GET /user/account/status': okReply(accountStatusData, account(userType)),
    'GET /user/available-timezone': okReply(timezonesData, {
      timezones: [{ label: 'India (GMT+5:30)', value: 'Asia/Kolkata', offsetMinutes: 330 }],
    }),
    ...extra,
  });
  const router = createMemoryRouter(
    [
      { path: '/user/base/home/my-account', element: <AccountPage /> },
      { path: '/user/doctor/update-profile', element: <EditorProbe /> },
    ],
    { initialEntries: ['/user/base/home/my-account'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return calls;
}

describe('Settings (my-account)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes a therapist to availability, pricing and bank details, beside the account parts', async () => {
    renderAs('doctor');
    const nav = await screen.findByRole('navigation', { name: 'Settings' });
    expect(nav).toHaveTextContent('Availability and time off');
    expect(nav).toHaveTextContent('Pricing');
    expect(await screen.findByRole('heading', { name: 'Contact details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your profile' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Bank details/ }));
    expect(await screen.findByRole('heading', { name: 'Profile editor page 6' })).toBeInTheDocument();
  });

  it('shows a patient their profile and links the privacy documents in a new tab', async () => {
    renderAs('patient');
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('17-05-1990');
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    const policy = screen.getByRole('link', { name: 'Privacy policy' });
    expect(policy).toHaveAttribute('href', '/user/base/home/corporate/profile/privacy-policy');
    expect(policy).toHaveAttribute('target', '_blank');
  });

  it("change password: the spec's messages under the fields, the server's under the current password", {
    timeout: 60_000,
  }, async () => {
    const calls = renderAs('patient', {
      'PATCH /user/account/reset-password': failReply(400, 'Current password is incorrect', 'currentPassword'),
    });
    await screen.findByRole('heading', { name: 'Change password' });
    await userEvent.type(screen.getByLabelText('Current password'), 'Old-pass-1');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password should be at least 8 characters long')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'New-pass-12');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.some((c) => c.route === 'PATCH /user/account/reset-password')).toBe(false);

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'New-pass-12');
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'New-pass-12');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.route === 'PATCH /user/account/reset-password')?.body).toEqual({
        currentPassword: 'Old-pass-1',
        password: 'New-pass-12',
        confirmPassword: 'New-pass-12',
      }),
    );
  });

  it('an e-mail change sends the code to the new address', { timeout: 30_000 }, async () => {
    const calls = renderAs('patient', {
      'POST /user/account/email/send-code': okReply(contactCodeSentData, { message: 'sent', resendAfterSeconds: 60 }),
    });
    await screen.findByRole('heading', { name: 'Contact details' });
    await userEvent.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    await userEvent.type(screen.getByLabelText('New e-mail address'), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/Type the 4-digit code/)).toBeInTheDocument();
    expect(calls.find((c) => c.route === 'POST /user/account/email/send-code')?.body).toEqual({
      email: 'new@example.com',
    });
  });

  // Issue 20 #1 and #3: the dialog states the refunds before the code is asked for, and typing the last
  // digit deletes nothing: the person confirms with the 'Delete my account' button.
  it('deletion: shows the refunds first, and deletes only when the button is pressed', {
    timeout: 60_000,
  }, async () => {
    const calls = renderAs('patient', {
      'GET /user/account/delete-profile/refunds': okReply(deletionRefundsData, {
        sessions: [
          {
            appointmentId: 'a1',
            startTime: '2030-01-07T05:30:00.000Z',
            withName: 'Meera Iyer',
            refundPaise: 177_000,
            currency: 'INR',
          },
        ],
        packages: [
          {
            subscriptionId: 's1',
            planName: '4 sessions in a month',
            withName: 'Meera Iyer',
            unusedSessions: 3,
            sessionsTotal: 4,
            refundPaise: 240_000,
            currency: 'INR',
          },
        ],
        totalRefundPaise: 417_000,
        currency: 'INR',
      }),
      'POST /user/account/delete-profile/send-verification': okReply(messageData, {
        message: 'Email Sent Successfully',
      }),
      'PATCH /user/account/delete-profile': failReply(400, 'Invalid verification code'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(await within(dialog).findByText(/₹1,770 refunded/)).toBeInTheDocument();
    expect(within(dialog).getByText(/3 of 4 sessions unused, ₹2,400 refunded/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Total refund: ₹4,170, to your original payment method/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the code to my e-mail' }));
    const first = await within(dialog).findByRole('textbox', { name: /Digit 1 of 4/ });
    first.focus();
    await userEvent.keyboard('1234');
    // All four digits typed: nothing is deleted yet.
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.some((c) => c.route === 'PATCH /user/account/delete-profile')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Invalid verification code')).toBeInTheDocument();
    expect(calls.filter((c) => c.route === 'PATCH /user/account/delete-profile').map((c) => c.body)).toEqual([
      { code: '1234' },
    ]);
  });
});
