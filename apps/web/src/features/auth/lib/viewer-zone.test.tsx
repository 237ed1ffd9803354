import { localTimeZone } from '@sahaj/contract';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { saveSession, useSession } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { fakeJwt } from '../../../test/jwt';
import { profileReply } from '../../../test/profile-fixture';
import { renderRoutes } from '../../../test/render-routes';
import { useProfile } from '../api/get-profile';
import { useViewerZoneReader } from './viewer-zone';

afterEach(() => vi.unstubAllGlobals());

/**
 * Counts the date formatters built from here on (Intl's first one is the cost this reader avoids).
 * Only Intl.DateTimeFormat is replaced, and put back after the test: the web tests share a worker's
 * globals (isolate: false).
 */
function countDateFormatters(): { built: number } {
  const count = { built: 0 };
  const real = Intl.DateTimeFormat;
  const counting = new Proxy(real, {
    construct(target, args) {
      count.built += 1;
      return Reflect.construct(target, args);
    },
    apply(target, self, args) {
      count.built += 1;
      return Reflect.apply(target, self, args);
    },
  });
  Intl.DateTimeFormat = counting;
  onTestFinished(() => {
    Intl.DateTimeFormat = real;
  });
  return count;
}

function signInWithZone(globalTimeZone: string) {
  saveSession({
    authToken: fakeJwt(Math.floor(Date.now() / 1000) + 3600),
    userType: 'patient',
    status: 'active',
    page: 6,
  });
  fakeApi({ 'GET /user/profile': profileReply({ globalTimeZone }) });
}

/** A listener's stand-in: shows the zone only when asked, as an event handler would. */
function Probe() {
  const read = useViewerZoneReader();
  const session = useSession();
  const loaded = useProfile(session?.token ?? null).data?.firstName;
  const [zone, setZone] = useState('');
  return (
    <>
      <p>{loaded ? `profile of ${loaded}` : 'loading'}</p>
      <button type="button" onClick={() => setZone(read())}>
        read
      </button>
      <output>{zone}</output>
    </>
  );
}

describe('useViewerZoneReader', () => {
  it('builds no date formatter while rendering, and reads the stored zone when asked', async () => {
    // A zone nothing else in this run has checked, so its check cannot come from a cache.
    signInWithZone('Pacific/Chatham');
    const formatters = countDateFormatters();
    renderRoutes([{ path: '/', element: <Probe /> }], '/');
    expect(await screen.findByText('profile of Asha')).toBeInTheDocument();
    expect(formatters.built).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'read' }));
    expect(screen.getByRole('status')).toHaveTextContent('Pacific/Chatham');
    expect(formatters.built).toBeGreaterThan(0);
  });

  it("falls back to the browser's zone when the stored one is not a zone", async () => {
    signInWithZone('Mars/Olympus_Mons');
    renderRoutes([{ path: '/', element: <Probe /> }], '/');
    expect(await screen.findByText('profile of Asha')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'read' }));
    expect(screen.getByRole('status')).toHaveTextContent(localTimeZone());
  });
});
