import { familyMembersData, localTimeZone, todayIn } from '@sahaj/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi, okReply } from '../../../test/fake-api';
import { fakeJwt, inOneHour } from '../../../test/jwt';
import { profileReply } from '../../../test/profile-fixture';
import { renderRoutes } from '../../../test/render-routes';
import { FamilyMembersPage } from './family-members-page';

/** 11:00 UTC on 1 June: already 2 June in Kiritimati (UTC+14), still 1 June almost everywhere else. */
const NOW = new Date('2026-06-01T11:00:00Z');

function renderWithStoredZone(globalTimeZone: string) {
  saveSession({ authToken: fakeJwt(inOneHour()), userType: 'patient', status: 'active', page: 6 });
  fakeApi({
    'GET /user/profile': profileReply({ timeZone: 'Kiribati (GMT+14:00)', globalTimeZone }),
    'GET /patient/family-members': okReply(familyMembersData, {
      familyMembers: [
        {
          _id: 'f1',
          name: 'Kabir',
          relationship: { _id: 'r1', name: 'Son' },
          dob: '2016-06-02',
          gender: 'male',
          phone: null,
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      count: 1,
    }),
  });
  renderRoutes([{ path: '/family-members', element: <FamilyMembersPage /> }], '/family-members');
}

describe('Family members: "today" is the stored zone\'s, not the browser\'s', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("counts a member's age on the day it is in the patient's stored zone", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    // The test means something only when the browser's own day is still 1 June.
    expect(todayIn(localTimeZone())).toBe('2026-06-01');
    renderWithStoredZone('Pacific/Kiritimati');
    // The 10th birthday is 2 June: already reached in Kiritimati.
    expect(await screen.findByText(/born 2 Jun 2016 \(10 years\)/)).toBeInTheDocument();
  });
});
