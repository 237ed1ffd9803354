import { greetingFor, PLATFORM_MSG } from '@sahaj/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { fakeJwt } from '../../../test/jwt';
import { profileReply } from '../../../test/profile-fixture';
import { renderRoutes } from '../../../test/render-routes';
import { Greeting } from './greeting';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('dashboard greeting', () => {
  it("greets by the hour of the profile's zone, not the device clock (issue 20 #11)", async () => {
    // 20:00 UTC is 10:00 the next morning at Kiritimati (UTC+14), and evening on a UTC device.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T20:00:00Z'));
    expect(greetingFor(new Date().getHours())).not.toBe(PLATFORM_MSG.greetingMorning);
    saveSession({
      authToken: fakeJwt(Math.floor(Date.now() / 1000) + 3600),
      userType: 'patient',
      status: 'active',
      page: 6,
    });
    fakeApi({
      'GET /user/profile': profileReply({ globalTimeZone: 'Pacific/Kiritimati' }),
    });
    renderRoutes([{ path: '/', element: <Greeting subtitle="Your week" /> }], '/');
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText(PLATFORM_MSG.greetingMorning)).toBeInTheDocument();
  });
});
