import { myCompany, providerListData, selectedProvidersData } from '@sahaj/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi, okReply } from '../../../test/fake-api';
import { fakeJwt, inOneHour } from '../../../test/jwt';
import { renderRoutes } from '../../../test/render-routes';
import { therapistItem } from '../../../test/therapist-fixture';
import { TherapistsPage } from './therapists-page';

const COMPANY = '5b0d3a52-0000-4000-8000-00000000c001';
const therapist = therapistItem;
const membership = (canUseCredits: boolean) => ({
  _id: 'm1',
  companyDetails: { companyId: COMPANY, companyName: 'Acme', companyLogo: null },
  status: canUseCredits ? ('active' as const) : ('blocked' as const),
  shareUsage: false,
  joinedAt: '2026-11-01T00:00:00.000Z',
  employerCanSee: [],
  employerLastViewedAt: null,
  canUseCredits,
});

function setup(member: ReturnType<typeof membership> | null) {
  saveSession({ authToken: fakeJwt(inOneHour()), userType: 'patient', status: 'active', page: 0 });
  fakeApi({
    'GET /patient/company': okReply(myCompany, { membership: member }),
    [`GET /companies/employees/${COMPANY}/companyselectedproviders`]: okReply(selectedProvidersData, {
      companyselectedProviders: [therapist(1)],
      count: 1,
      doctorCount: 2,
    }),
    'PATCH /user/provider/list': okReply(providerListData, { doctors: [therapist(1), therapist(2)], count: 2 }),
  });
  renderRoutes([{ path: '/list', element: <TherapistsPage /> }], '/list');
}

afterEach(() => vi.unstubAllGlobals());

describe('Find a therapist for a corporate patient', () => {
  it("lists only the company's chosen therapists, paid by credits, and switches to all on request", async () => {
    setup(membership(true));
    expect(await screen.findByText('Therapist 1')).toBeInTheDocument();
    expect(screen.queryByText('Therapist 2')).not.toBeInTheDocument();
    expect(screen.getByText('Company credits')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'All therapists' }));
    expect(await screen.findByText('Therapist 2')).toBeInTheDocument();
    expect(screen.queryByText('Company credits')).not.toBeInTheDocument();
  });

  it('shows every therapist to a blocked employee (no credits to spend)', async () => {
    setup(membership(false));
    expect(await screen.findByText('Therapist 2')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Covered by my company' })).not.toBeInTheDocument();
  });

  it('shows every therapist to a patient with no company', async () => {
    setup(null);
    expect(await screen.findByText('Therapist 2')).toBeInTheDocument();
    expect(screen.queryByText('Company credits')).not.toBeInTheDocument();
  });
});
