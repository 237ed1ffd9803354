/*
 * A WordPress site's REST API (issue 23, ARTICLES_SOURCE=wordpress): GET {WORDPRESS_URL}/wp-json/wp/v2/...
 * Answers are cached for a minute; when the site cannot be reached, the last good answer is served
 * (for up to a day), and only with nothing cached does the call fail, so readers see a clear
 * "not available" state rather than a blank page.
 */

export interface WordPressSettings {
  baseUrl: string;
  freshMs?: number;
  staleMs?: number;
  timeoutMs?: number;
  maxEntries?: number;
}

export interface WordPressAnswer {
  body: unknown;
  total: number | undefined;
  totalPages: number | undefined;
  status: number;
}

export class WordPressUnavailable extends Error {}

export function wordpressClient(settings: WordPressSettings, now: () => number = Date.now) {
  const fresh = settings.freshMs ?? 60_000;
  const stale = settings.staleMs ?? 24 * 60 * 60_000;
  const max = settings.maxEntries ?? 500;
  const cache = new Map<string, { at: number; answer: WordPressAnswer }>();
  const base = settings.baseUrl.replace(/\/+$/, '');

  function remember(key: string, answer: WordPressAnswer) {
    cache.delete(key);
    cache.set(key, { at: now(), answer });
    while (cache.size > max) cache.delete(cache.keys().next().value as string);
  }

  return {
    /** GET /wp-json/wp/v2/{path}?{params}; a 404 is an answer (cached), anything else unusable is WordPressUnavailable. */
    async get(path: string, params: Record<string, string | undefined>): Promise<WordPressAnswer> {
      const url = new URL(`${base}/wp-json/wp/v2/${path}`);
      for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
      const key = url.toString();
      const hit = cache.get(key);
      if (hit && now() - hit.at < fresh) return hit.answer;
      try {
        const res = await fetch(key, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(settings.timeoutMs ?? 8000),
        });
        if (res.status >= 500) throw new Error(`WordPress answered ${res.status}`);
        const num = (h: string) => {
          const v = res.headers.get(h);
          return v === null ? undefined : Number(v);
        };
        const answer: WordPressAnswer = {
          body: await res.json(),
          total: num('x-wp-total'),
          totalPages: num('x-wp-totalpages'),
          status: res.status,
        };
        remember(key, answer);
        return answer;
      } catch (err) {
        if (hit && now() - hit.at < stale) return hit.answer;
        throw new WordPressUnavailable(`WordPress at ${base} is unavailable: ${(err as Error).message}`);
      }
    },
  };
}
export type WordPressClient = ReturnType<typeof wordpressClient>;
