import type { APIRequestContext } from '@playwright/test';

/** Calls the real API (never a mock) and unwraps the envelope. */
export async function apiCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  opts: { data?: unknown; token?: string } = {},
): Promise<T> {
  const res = await request.fetch(`/api/v1${path}`, {
    method,
    data: opts.data,
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : undefined,
  });
  const json = (await res.json()) as { status: boolean; data: T & { message?: string } };
  if (!json.status) throw new Error(`${method} ${path} → ${res.status()}: ${json.data.message}`);
  return json.data;
}

/** The newest outbox message to a phone or e-mail, waiting for it to arrive. */
export async function latestOutboxMessage(
  request: APIRequestContext,
  to: string,
  opts: { after?: string; timeoutMs?: number } = {},
): Promise<{ id: string; body: string; subject: string | null; createdAt: string }> {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  for (;;) {
    const { messages } = await apiCall<{
      messages: Array<{ id: string; body: string; subject: string | null; createdAt: string }>;
    }>(request, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
    const m = messages[0];
    if (m && (!opts.after || m.createdAt > opts.after)) return m;
    if (Date.now() > deadline) throw new Error(`No outbox message to ${to}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first run of N digits in a message body: the one-time code. */
export function codeIn(body: string, digits = 6): string {
  const m = body.match(new RegExp(`\\b(\\d{${digits}})\\b`));
  if (!m) throw new Error(`No ${digits}-digit code in: ${body}`);
  return m[1]!;
}

/** A fresh Indian mobile number per test run, so journeys never collide. */
export function uniquePhone(): string {
  // 91… to 99…: every such number is an Indian mobile in libphonenumber's metadata (the sign-up
  // form refuses numbers that are not), and none is a seeded demo account (90000000…).
  const n = 9_100_000_000 + Math.floor(Math.random() * 899_999_999);
  return `+91${n}`;
}
