import { MSG } from '@sahaj/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { failReply, fakeApi } from '../../../test/fake-api';
import { fakeJwt, inOneHour } from '../../../test/jwt';
import { renderRoutes } from '../../../test/render-routes';
import { HealthRecordPage } from './health-record-page';

afterEach(() => vi.unstubAllGlobals());

/** A File that says it is `size` bytes without holding them (the check reads only type and size). */
function bigFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('health records upload', () => {
  it('refuses a 21 MB file before sending it, with the size message (issue 20 #11)', async () => {
    saveSession({ authToken: fakeJwt(inOneHour()), userType: 'patient', status: 'active', page: 6 });
    const calls = fakeApi({
      'GET /user/patient/upload/medical-record': failReply(500, 'not needed here'),
      'GET /user/patient/health-profile': failReply(500, 'not needed here'),
      'GET /user/patient/health-record/views': failReply(500, 'not needed here'),
    });
    renderRoutes([{ path: '/', element: <HealthRecordPage /> }], '/');
    await screen.findByRole('heading', { name: 'Health Records' });
    const input = document.body.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [bigFile('scan.pdf', 'application/pdf', 21 * 1024 * 1024)] } });
    expect(await screen.findByText(MSG.healthRecordTooLarge)).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [bigFile('photo.jpg', 'image/jpeg', 3 * 1024 * 1024)] } });
    expect(await screen.findByText(MSG.healthRecordImageTooLarge)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.route.startsWith('POST'))).toBe(false));
  });
});
