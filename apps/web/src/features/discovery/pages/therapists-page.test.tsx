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
  return renderRoutes([{ path: '/list', element: <TherapistsPage /> }], '/list');
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

describe('Find a therapist: filters in the address', () => {
  it('keeps a filter chosen just before the sort changes (the page had not re-rendered in between)', async () => {
    // CI on a loaded machine: the journey picked a specialisation and then 'Lowest fee' while React
    // was still rendering the first change (a transition), and the sort's handler, still the one of
    // the render before, built the address from the filters without the specialisation.
    const router = setup(null);
    await screen.findByText('Therapist 2');
    // A narrow screen here: the filters are in the drawer.
    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const female = await screen.findByRole('radio', { name: 'Female' });
    const sort = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    // Outside act() from here, as in a browser: React renders on its own scheduler, so a transition's
    // render waits for a later task while the next input arrives.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      female.click();
      // The router settles the change in a microtask or two; no task runs in between.
      for (let i = 0; i < 5; i++) await Promise.resolve();
      expect(router.state.location.search).toContain('gender=Female');
      sort.value = 'FeeLow';
      sort.dispatchEvent(new Event('change', { bubbles: true }));
      await vi.waitFor(() => expect(router.state.location.search).toContain('sort=FeeLow'));
      expect(router.state.location.search).toContain('gender=Female');
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
