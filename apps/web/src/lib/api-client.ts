import { PLATFORM_MSG } from '@sahaj/contract';
import { authStorage } from './auth-storage';

export const API_BASE = '/api/v1';

/** A failed call: `message` is the server's data.message (or 'No Response From Server'). */
export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
/** Called when any authenticated call answers 401: the shell clears the session and redirects. */
export function onUnauthorized(fn: Listener): () => void {
  unauthorizedListeners.add(fn);
  return () => unauthorizedListeners.delete(fn);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Calls the spec flags as skipping the stored token. */
  skipAuth?: boolean;
  /** A token taken from the page address instead of storage. */
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls the API, unwraps the { status, data } envelope, and throws ApiError on failure. */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const url = new URL(`${API_BASE}${path.startsWith('/') ? path : `/${path}`}`, window.location.origin);
  for (const [k, v] of Object.entries(opts.query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  const token = opts.token ?? (opts.skipAuth ? null : authStorage.token());
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }

  let res: Response;
  try {
    res = await fetch(url, { method: opts.method ?? 'GET', headers, body, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(PLATFORM_MSG.noResponse, 0);
  }
  let json: { status?: boolean | number; data?: unknown } | undefined;
  try {
    json = await res.json();
  } catch {
    json = undefined;
  }
  const ok = res.ok && (json?.status === true || json?.status === 1);
  if (!ok) {
    const data = (json?.data ?? {}) as Record<string, unknown>;
    const message =
      typeof data.message === 'string'
        ? data.message
        : json
          ? PLATFORM_MSG.somethingWentWrong
          : PLATFORM_MSG.noResponse;
    if (res.status === 401 && token && !opts.token) for (const fn of unauthorizedListeners) fn();
    throw new ApiError(message, res.status, data);
  }
  return json!.data as T;
}
