import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiBlob, downloadFile, fileNameOf, onUnauthorized } from './api-client';

const reply = (status: number, json: unknown) =>
  vi
    .fn()
    .mockResolvedValue(new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('unwraps the envelope and sends the stored bearer token', async () => {
    localStorage.setItem('authToken', 'tok');
    const fetch = reply(200, { status: true, data: { hello: 'world' } });
    vi.stubGlobal('fetch', fetch);
    await expect(api('/public/languages', { query: { searchKey: 'en', page: 0, empty: '' } })).resolves.toEqual({
      hello: 'world',
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/v1\/public\/languages\?searchKey=en&page=0$/);
    expect(init.headers.authorization).toBe('Bearer tok');
  });

  it('throws the server message of a failed call', async () => {
    vi.stubGlobal('fetch', reply(400, { status: false, data: { message: 'Invalid page' } }));
    await expect(api('/x', { method: 'PUT', body: {} })).rejects.toMatchObject({
      message: 'Invalid page',
      status: 400,
    });
  });

  it("says 'No Response From Server' when the network fails", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const err = (await api('/x').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('No Response From Server');
  });

  it('tells listeners about a 401 on a call that carried the stored token', async () => {
    localStorage.setItem('authToken', 'old');
    vi.stubGlobal('fetch', reply(401, { status: false, data: { message: 'Session expired' } }));
    const seen = vi.fn();
    const off = onUnauthorized(seen);
    await api('/user/profile').catch(() => {});
    off();
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('skips the token when asked', async () => {
    localStorage.setItem('authToken', 'tok');
    const fetch = reply(200, { status: true, data: {} });
    vi.stubGlobal('fetch', fetch);
    await api('/public/x', { skipAuth: true });
    expect(fetch.mock.calls[0]![1].headers.authorization).toBeUndefined();
  });
});

describe('files through the api client', () => {
  const file = (body: string, headers: Record<string, string> = {}) =>
    vi.fn().mockImplementation(async () => new Response(body, { status: 200, headers }));

  it('fetches a file with the stored token; a bound link gives way to the token', async () => {
    localStorage.setItem('authToken', 'tok');
    const fetch = file('%PDF', { 'content-disposition': "inline; filename*=UTF-8''blood%20test.pdf" });
    vi.stubGlobal('fetch', fetch);
    const got = await apiBlob('/api/v1/health-records/files/r1?reader=u1&exp=1&sig=s&download=1');
    expect(await got.blob.text()).toBe('%PDF');
    expect(got.fileName).toBe('blood test.pdf');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/v1\/health-records\/files\/r1\?download=1$/);
    expect(init.headers.authorization).toBe('Bearer tok');
    // A picture link (no reader) keeps its signature: it is what lets someone else's picture open.
    await apiBlob('/api/v1/files/f1?exp=1&sig=s');
    expect(String(fetch.mock.calls[1]![0])).toMatch(/\/api\/v1\/files\/f1\?exp=1&sig=s$/);
    // An API path gets the prefix.
    await apiBlob('/patient/payment-details/p1/invoice');
    expect(String(fetch.mock.calls[2]![0])).toMatch(/\/api\/v1\/patient\/payment-details\/p1\/invoice$/);
  });

  it('a 401 on a file tells the listeners, like any call', async () => {
    localStorage.setItem('authToken', 'old');
    vi.stubGlobal('fetch', reply(401, { status: false, data: { message: 'Please Login to continue' } }));
    const seen = vi.fn();
    const off = onUnauthorized(seen);
    const err = (await apiBlob('/user/account/export').catch((e: unknown) => e)) as ApiError;
    off();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(err).toMatchObject({ status: 401, message: 'Please Login to continue' });
  });

  it("throws the server's message, else the caller's, else 'No Response From Server' offline", async () => {
    vi.stubGlobal('fetch', reply(403, { status: false, data: { message: 'This link has expired' } }));
    await expect(apiBlob('/x')).rejects.toMatchObject({ status: 403, message: 'This link has expired' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>', { status: 502 })));
    await expect(apiBlob('/x', { failMessage: 'Could not download' })).rejects.toMatchObject({
      status: 502,
      message: 'Could not download',
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiBlob('/x')).rejects.toMatchObject({ status: 0, message: 'No Response From Server' });
  });

  it('downloadFile saves under the server name, or the fallback', async () => {
    const created: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      created.push(this.download);
    });
    vi.stubGlobal(
      'fetch',
      file('zip', { 'content-disposition': 'attachment; filename="sahaj-my-data-2026-11-26.zip"' }),
    );
    await expect(downloadFile('/user/account/export', 'fallback.zip')).resolves.toBe('sahaj-my-data-2026-11-26.zip');
    vi.stubGlobal('fetch', file('pdf'));
    await expect(downloadFile('/patient/payment-details/p/invoice', 'invoice.pdf')).resolves.toBe('invoice.pdf');
    expect(created).toEqual(['sahaj-my-data-2026-11-26.zip', 'invoice.pdf']);
    click.mockRestore();
  });

  it('reads both forms of a Content-Disposition file name', () => {
    expect(fileNameOf(null)).toBeUndefined();
    expect(fileNameOf('attachment; filename="a.pdf"')).toBe('a.pdf');
    expect(fileNameOf("inline; filename*=UTF-8''%E0%A4%B0%E0%A4%BF.pdf")).toBe('रि.pdf');
    expect(fileNameOf('inline; filename*=UTF-8\'\'%E0%A4.pdf; filename="b.pdf"')).toBe('b.pdf');
  });
});
