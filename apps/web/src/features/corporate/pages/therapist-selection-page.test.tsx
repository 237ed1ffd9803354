import { companyProfile, companyProviderList, MSG } from '@sahaj/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi, okReply } from '../../../test/fake-api';
import { fakeJwt, inOneHour } from '../../../test/jwt';
import { renderRoutes } from '../../../test/render-routes';
import { fakeId, therapistItem } from '../../../test/therapist-fixture';
import { TherapistSelectionPage } from './therapist-selection-page';

const COMPANY = '5b0d3a52-0000-4000-8000-00000000c001';
const therapist = (n: number, selected: boolean) => ({ ...therapistItem(n), selected });

function setup() {
  saveSession({ authToken: fakeJwt(inOneHour()), userType: 'company', status: 'active', page: 0 });
  const calls = fakeApi({
    'GET /companies/mycompanyprofile': okReply(companyProfile, {
      _id: COMPANY,
      email: 'hr@acme.example',
      companyName: 'Acme',
      companyEmail: null,
      companyAddress: 'Pune',
      billingAddress: null,
      gstin: null,
      companyWebsite: null,
      companySize: null,
      companyLogo: null,
      companyCategory: { categoryName: null, categoryId: null },
      profileCreatorRole: null,
      currency: 'INR',
      subscriptionDetails: {
        _id: 'p1',
        planName: 'Team',
        planDuration: 12,
        doctorCount: 2,
        startsAt: '2026-11-01T00:00:00.000Z',
        expiresAt: '2027-11-01T00:00:00.000Z',
        validityDays: 340,
      },
      subscriptionCreditDetails: { creaditsLeft: 3000, planCredits: 3000, walletCredits: 0 },
      providersSelected: [fakeId(1)],
      unreadNotificationCount: 0,
    }),
    'GET /companies/providers/all': okReply(companyProviderList, {
      doctors: [therapist(1, true), therapist(2, false), therapist(3, false)],
      count: 3,
      doctorCount: 2,
      selectedCount: 1,
    }),
  });
  renderRoutes([{ path: '/add', element: <TherapistSelectionPage /> }], '/add');
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('Therapist selection', () => {
  it("stops at the plan's doctorCount: added plus chosen, with 'Maximum therapist selection reached'", async () => {
    setup();
    expect(await screen.findByText('You can add only upto 2 therapists')).toBeInTheDocument();
    // already added: ticked and locked
    const added = screen.getAllByRole('checkbox', { name: /Therapist 1/ })[0]!;
    expect(added).toBeChecked();
    expect(added).toBeDisabled();
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Select Therapist 2' })[0]!);
    expect(screen.getByText('1 therapist chosen')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Select Therapist 3' })[0]!);
    expect(await screen.findByText(MSG.maxTherapistsReached)).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: 'Select Therapist 3' })[0]).not.toBeChecked();
    // unselecting is always allowed; Cancel clears the choice
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('1 therapist chosen')).not.toBeInTheDocument();
  });
});
