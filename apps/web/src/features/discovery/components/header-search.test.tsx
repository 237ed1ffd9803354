import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-routes';
import { HeaderSearch } from './header-search';

const doctor = {
  _id: '7d1c2c0e-1111-4a5b-9c1d-000000000001',
  id: '7d1c2c0e-1111-4a5b-9c1d-000000000001',
  name: 'Meera Iyer',
  fullName: 'Meera Iyer',
  profilePic: null,
  gender: 'Female',
  professionalTitle: 'Clinical Psychologist',
  consultationType: 'Clinical Psychologist',
  specializations: [],
  languagesKnown: ['English'],
  city: 'Pune',
  rating: 4.5,
  reviewCount: 2,
  consultationFee: 0,
  currency: 'INR',
  consultationDuration: 30,
  totalWorkExperiance: 7,
  nextAvailableAt: null,
};

function stubList() {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ status: true, data: { doctors: [doctor], count: 1 } }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderSearch() {
  const router = renderRoutes(
    [
      { path: '/user/base/home/dashboard', element: <HeaderSearch /> },
      { path: '/user/base/home/doctor-profile/:id', element: <h1>Profile page</h1> },
      { path: '/user/base/home/therapists', element: <h1>List page</h1> },
    ],
    '/user/base/home/dashboard',
  );
  return router;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('header therapist search', () => {
  it('asks page 0, limit 10 with the trimmed text 500 ms after typing stops, and shows photo, name and years', async () => {
    const fetchMock = stubList();
    renderSearch();
    const box = screen.getByRole('textbox', { name: 'Search therapist by name' });
    expect(box).toHaveAttribute('placeholder', 'What can we help you with today?');
    // Only the debounce's timer is faked, so the clock moves when the test says so, never by waiting
    // (fireEvent, not userEvent: user-event's own pause would wait for a faked timer).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: '  Me' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(box, { target: { value: '  Mee' } });
    // Each keystroke starts the 500 ms again: nothing asked 499 ms after the last one.
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toContain('/api/v1/user/provider/list');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ page: 0, limit: 10, text: 'Mee' });
    // The list opens as the person goes on typing (the dropdown's animation needs real timers).
    await userEvent.type(box, 'r');
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
    expect(screen.getByText('7 years of experience')).toBeInTheDocument();
  });

  it('never asks for blank text', async () => {
    const fetchMock = stubList();
    renderSearch();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search therapist by name' }), { target: { value: '    ' } });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    vi.useRealTimers();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the chosen therapist, and Enter with none chosen opens the list filtered by name', async () => {
    stubList();
    const router = renderSearch();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search therapist by name' }), 'Meera');
    await userEvent.click(await screen.findByText('Meera Iyer', {}, { timeout: 2000 }));
    expect(router.state.location.pathname).toBe(`/user/base/home/doctor-profile/${doctor._id}`);

    await router.navigate('/user/base/home/dashboard');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search therapist by name' }), ' Asha {Enter}');
    expect(router.state.location.pathname).toBe('/user/base/home/therapists');
    expect(router.state.location.search).toBe('?text=Asha');
  });

  it('empties the box when the person moves to another page by other means (issue 20 #11)', async () => {
    stubList();
    // As in the shell: the header (and its search) stays while the page under it changes.
    const router = renderRoutes(
      [
        {
          path: '/user/base/home',
          element: (
            <>
              <HeaderSearch />
              <Outlet />
            </>
          ),
          children: [
            { path: 'dashboard', element: <h1>Dashboard</h1> },
            { path: 'appointments', element: <h1>Appointments</h1> },
          ],
        },
      ],
      '/user/base/home/dashboard',
    );
    const box = screen.getByRole('textbox', { name: 'Search therapist by name' });
    await userEvent.type(box, 'Meera');
    expect(box).toHaveValue('Meera');
    await act(() => router.navigate('/user/base/home/appointments'));
    expect(await screen.findByRole('heading', { name: 'Appointments' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search therapist by name' })).toHaveValue('');
  });
});
