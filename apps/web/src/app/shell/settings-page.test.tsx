import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import { fakeJwt, inOneHour } from '../../test/jwt';
import { Providers } from '../providers';
import { SettingsPage } from './settings-page';

function EditorProbe() {
  const state = useLocation().state as { page?: number } | null;
  return <h1>Profile editor page {state?.page}</h1>;
}

function renderAs(userType: 'doctor' | 'patient') {
  saveSession({ authToken: fakeJwt(inOneHour()), userType, status: 'active', page: 6, oauthData: null, user: null });
  const router = createMemoryRouter(
    [
      { path: '/user/base/home/my-account', element: <SettingsPage /> },
      { path: '/user/doctor/update-profile', element: <EditorProbe /> },
    ],
    { initialEntries: ['/user/base/home/my-account'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('Settings', () => {
  it('takes an approved therapist to availability, pricing and bank details without typing an address', async () => {
    renderAs('doctor');
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(nav).toHaveTextContent('Availability and time off');
    expect(nav).toHaveTextContent('Pricing');
    expect(nav).toHaveTextContent('Bank details');
    await userEvent.click(screen.getByRole('link', { name: /Bank details/ }));
    expect(await screen.findByRole('heading', { name: 'Profile editor page 6' })).toBeInTheDocument();
  });

  it('opens the availability page of the editor (page 4)', async () => {
    renderAs('doctor');
    await userEvent.click(screen.getByRole('link', { name: /Availability and time off/ }));
    expect(await screen.findByRole('heading', { name: 'Profile editor page 4' })).toBeInTheDocument();
  });

  it('says what is not there yet for a patient, and links the privacy documents in a new tab', () => {
    renderAs('patient');
    expect(screen.getByText(/not available here yet/)).toBeInTheDocument();
    expect(screen.queryByText(/keeps working/)).not.toBeInTheDocument();
    const policy = screen.getByRole('link', { name: 'Privacy policy' });
    expect(policy).toHaveAttribute('href', '/user/base/home/corporate/profile/privacy-policy');
    expect(policy).toHaveAttribute('target', '_blank');
  });
});
