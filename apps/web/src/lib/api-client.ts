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

/** A file the API sent: its bytes and the name the server gave it (Content-Disposition), if any. */
export interface ApiFile {
  blob: Blob;
  fileName: string | undefined;
}

/** The parameters of a link bound to one reader (reader, exp, sig): the Bearer token replaces them. */
const BOUND_LINK_PARAMS = ['reader', 'exp', 'sig'] as const;

/** The file name in a Content-Disposition header (filename*=UTF-8'' first, then filename="…"). */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // a broken encoding: fall back to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1];
}

/**
 * Fetches a file (a PDF, an image, a ZIP) with the stored bearer token, like api() does for JSON: a
 * 401 tells the listeners, a failure throws ApiError with the server's message (or `failMessage`).
 * `path` is an API path ('/patient/…') or an address the API returned ('/api/v1/…?…'). A link bound
 * to its reader loses its reader/exp/sig when a token goes with it: the token is the authority, so
 * a link older than its 5 minutes still opens for the person it was made for.
 */
export async function apiBlob(
  path: string,
  opts: { signal?: AbortSignal; accept?: string; failMessage?: string } = {},
): Promise<ApiFile> {
  const url = new URL(
    path.startsWith(API_BASE) || /^https?:/.test(path) ? path : `${API_BASE}${path}`,
    window.location.origin,
  );
  const token = authStorage.token();
  if (token && url.searchParams.has('reader')) for (const k of BOUND_LINK_PARAMS) url.searchParams.delete(k);
  const headers: Record<string, string> = { accept: opts.accept ?? '*/*' };
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(url, { headers, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(PLATFORM_MSG.noResponse, 0);
  }
  if (!res.ok) {
    const json = (await res.json().catch(() => undefined)) as { data?: Record<string, unknown> } | undefined;
    const data = json?.data ?? {};
    if (res.status === 401 && token) for (const fn of unauthorizedListeners) fn();
    const message =
      typeof data.message === 'string' ? data.message : (opts.failMessage ?? PLATFORM_MSG.somethingWentWrong);
    throw new ApiError(message, res.status, data);
  }
  let blob: Blob;
  try {
    blob = await res.blob();
  } catch {
    throw new ApiError(opts.failMessage ?? PLATFORM_MSG.noResponse, 0);
  }
  return { blob, fileName: fileNameOf(res.headers.get('content-disposition')) };
}

/** Saves a blob under a name through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Fetches a file through apiBlob and saves it under the server's name (or `fallbackName`); returns the name. */
export async function downloadFile(
  path: string,
  fallbackName: string,
  opts: { accept?: string; failMessage?: string } = {},
): Promise<string> {
  const { blob, fileName } = await apiBlob(path, opts);
  const name = fileName ?? fallbackName;
  saveBlob(blob, name);
  return name;
}

/** A page of a WordPress-shaped collection: the items and WordPress's X-WP-Total / X-WP-TotalPages. */
export interface FeedPage<T> {
  items: T;
  total: number;
  totalPages: number;
}

/**
 * Reads the articles feed at /wp-json/wp/v2 (issue 23), which answers bare JSON as WordPress does (not
 * our envelope) with its totals in headers. Errors come in our envelope and throw ApiError like api().
 */
export async function apiFeed<T>(
  path: string,
  opts: { query?: RequestOptions['query']; signal?: AbortSignal } = {},
): Promise<FeedPage<T>> {
  const url = new URL(`/wp-json/wp/v2${path.startsWith('/') ? path : `/${path}`}`, window.location.origin);
  for (const [k, v] of Object.entries(opts.query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' }, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(PLATFORM_MSG.noResponse, 0);
  }
  const json = (await res.json().catch(() => undefined)) as unknown;
  if (!res.ok) {
    const data = ((json as { data?: Record<string, unknown> } | undefined)?.data ?? {}) as Record<string, unknown>;
    const message = typeof data.message === 'string' ? data.message : PLATFORM_MSG.somethingWentWrong;
    throw new ApiError(message, res.status, data);
  }
  const count = (h: string) => Number(res.headers.get(h) ?? 0) || 0;
  return { items: json as T, total: count('x-wp-total'), totalPages: count('x-wp-totalpages') };
}
