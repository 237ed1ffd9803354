import { errorEnvelope, okEnvelope } from '@sahaj/contract';
import { vi } from 'vitest';
import type { z } from 'zod';

/**
 * Component tests fake our server at `fetch`. Replies are built through the contract's schemas
 * (okReply / failReply), so when a reply's shape changes in the contract these tests fail instead
 * of testing a shape the server no longer sends.
 */
export interface FakeReply {
  status: number;
  body: unknown;
}

/** A success envelope whose data must parse with the contract schema of that call. */
export function okReply<S extends z.ZodType>(schema: S, data: z.input<S>): FakeReply {
  return { status: 200, body: okEnvelope(schema).parse({ status: true, data }) };
}

/** A success envelope whose data is a list, each element parsed with the contract schema. */
export function okListReply<S extends z.ZodType>(schema: S, items: z.input<S>[]): FakeReply {
  return { status: 200, body: { status: true, data: items.map((item) => schema.parse(item)) } };
}

/** A failure envelope as the server's error handler writes it. */
export function failReply(status: number, message: string, field?: string): FakeReply {
  const body = errorEnvelope.parse({ status: false, data: { message } });
  return { status, body: field ? { ...body, data: { ...body.data, field } } : body };
}

export interface FakeCall {
  /** 'POST /registration/patient/login' (no /api/v1 prefix). */
  route: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Stubs fetch with replies keyed 'METHOD /path' (path without /api/v1 and without the query);
 * an unknown call answers 404. Returns the calls made, in order. Undo with vi.unstubAllGlobals().
 */
export function fakeApi(routes: Record<string, FakeReply | ((body: unknown, url: URL) => FakeReply)>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string, init?: RequestInit) => {
      const url = new URL(String(input));
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      const route = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '')}`;
      calls.push({ route, body, headers: (init?.headers ?? {}) as Record<string, string> });
      const r = routes[route];
      const reply = typeof r === 'function' ? r(body, url) : (r ?? failReply(404, 'Not found'));
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
