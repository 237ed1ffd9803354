import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dashboardKeys } from '../api/get-dashboard';

const handlers = new Map<string, (payload: unknown) => void>();
vi.mock('../../../lib/socket', () => ({
  connectSocket: () => ({
    connected: false,
    on: (event: string, fn: (payload: unknown) => void) => handlers.set(event, fn),
    off: (event: string) => handlers.delete(event),
  }),
}));
const { DashboardAgent } = await import('./dashboard-agent');

describe('dashboard agent (every shell page)', () => {
  it("marks the therapist's dashboard for fetching again when a notification (a new booking) arrives (issue 20 #7)", async () => {
    const qc = new QueryClient();
    qc.setQueryData(dashboardKeys.provider, { upcoming: 0 });
    expect(qc.getQueryState(dashboardKeys.provider)?.isInvalidated).toBe(false);
    render(
      <QueryClientProvider client={qc}>
        <DashboardAgent userType="doctor" token="t" />
      </QueryClientProvider>,
    );
    act(() => handlers.get('notification')?.({ _id: 'n1', title: 'New booking', msg: '', read: false }));
    expect(qc.getQueryState(dashboardKeys.provider)?.isInvalidated).toBe(true);
  });

  it('reads a dashboard already shown again when the socket connects (a booking before it was not pushed)', () => {
    const qc = new QueryClient();
    qc.setQueryData(dashboardKeys.patient, { upcoming: 0 });
    render(
      <QueryClientProvider client={qc}>
        <DashboardAgent userType="patient" token="t" />
      </QueryClientProvider>,
    );
    expect(qc.getQueryState(dashboardKeys.patient)?.isInvalidated).toBe(false);
    act(() => handlers.get('connect')?.(undefined));
    expect(qc.getQueryState(dashboardKeys.patient)?.isInvalidated).toBe(true);
  });
});
