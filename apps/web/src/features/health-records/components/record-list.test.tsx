import type { HealthRecord } from '@sahaj/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { RecordList } from './record-list';

const link = (download = false) =>
  `/api/v1/health-records/files/r1?reader=u1&exp=1&sig=s${download ? '&download=1' : ''}`;
const record: HealthRecord = {
  _id: 'r1',
  fileName: 'x-ray.png',
  displayName: 'x-ray.png',
  mimeType: 'image/png',
  size: 2048,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  url: link(),
  downloadUrl: link(true),
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('health record cards', () => {
  it('download and preview go through the API client with the sign-in, even after the link expired', async () => {
    localStorage.setItem('authToken', 'tok');
    const fetch = vi.fn().mockImplementation(async () => new Response('png', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:record', revokeObjectURL: () => {} }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render(
      <Providers>
        <RecordList records={[record]} zone="Asia/Kolkata" />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Download x-ray.png' }));
    await waitFor(() => expect(saved).toEqual(['x-ray.png']));
    const [url, init] = fetch.mock.calls[0]!;
    // The bound link's reader/exp/sig give way to the token: an old list still downloads.
    expect(String(url)).toMatch(/\/api\/v1\/health-records\/files\/r1\?download=1$/);
    expect(init.headers.authorization).toBe('Bearer tok');

    await userEvent.click(screen.getByRole('button', { name: 'View x-ray.png' }));
    expect(await screen.findByRole('img', { name: 'x-ray.png' })).toHaveAttribute('src', 'blob:record');
    click.mockRestore();
  });
});
