import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, onUnauthorized } from './api-client';

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
