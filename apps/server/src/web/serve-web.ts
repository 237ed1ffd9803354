import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MSG } from '@sahaj/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite writes content-hashed file names here: a file's bytes never change under its name. */
const HASHED_DIR = '/assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files: keep a copy, but ask (ETag) before using it. */
export const REVALIDATE = 'no-cache';

/**
 * The web build writes the first screens (sign-up, login) as finished HTML here, one file per
 * address: `prerendered/user/patient/signup.html` answers `/user/patient/signup`
 * (apps/web/build/prerender.ts).
 */
export const PRERENDER_DIR = 'prerendered';

/** Methods that fetch a page: HEAD must answer like GET (issue 10 item 15). */
const PAGE_METHODS = new Set(['GET', 'HEAD']);

function cacheHeaders(reply: FastifyReply, filePath: string) {
  const rel = filePath.split(path.sep).join('/');
  reply.header('cache-control', rel.includes(HASHED_DIR) ? IMMUTABLE : REVALIDATE);
}

/**
 * Serves the built web app from `webDist` (Vite's output): every file through GET and HEAD,
 * the brotli or gzip copy written at build time when the request accepts it (identity
 * otherwise), hashed assets cached for a year, index.html revalidated on every load. Any other
 * GET or HEAD outside /api/ and /assets/ is a client-side route and gets index.html, or the page
 * prerendered for that exact address (PRERENDER_DIR) when the build wrote one. Also
 * answers every unknown route: the API's 404 envelope, and the same for anything when no build
 * exists (API-only runs and tests).
 */
/**
 * Every prerendered page of the build, read once at start-up, as a lookup from address to file
 * (relative to webDist). A file's path is its address, where a segment `[name]` stands for any one
 * segment (`therapists/[id]/profile.html`) and a last segment `[...]` for one or more
 * (`user/base/[...].html`, the signed-in shell's preloads for any page without its own). An exact
 * address wins over one segment, which wins over the rest; undefined means index.html.
 */
export function prerenderedPages(webDist: string): (pathname: string) => string | undefined {
  const dir = path.join(webDist, PRERENDER_DIR);
  const exact = new Map<string, string>();
  const patterns: Array<{ segments: string[]; rest: boolean; file: string }> = [];
  if (existsSync(dir)) {
    for (const rel of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      const posix = rel.split(path.sep).join('/');
      if (!posix.endsWith('.html')) continue;
      const address = posix.slice(0, -'.html'.length);
      const file = `${PRERENDER_DIR}/${posix}`;
      if (!address.includes('[')) {
        exact.set(`/${address}`, file);
        continue;
      }
      const segments = address.split('/');
      const rest = segments.at(-1) === '[...]';
      patterns.push({ segments: rest ? segments.slice(0, -1) : segments, rest, file });
    }
  }
  // Fixed segments first: the most specific pattern is tried first.
  const fixed = (p: (typeof patterns)[number]) => p.segments.filter((x) => !x.startsWith('[')).length;
  patterns.sort(
    (a, b) => Number(a.rest) - Number(b.rest) || fixed(b) - fixed(a) || b.segments.length - a.segments.length,
  );
  return (pathname) => {
    const hit = exact.get(pathname);
    if (hit) return hit;
    const parts = pathname.replace(/^\/+/, '').split('/');
    if (parts.some((p) => p === '')) return undefined;
    const match = patterns.find(
      (p) =>
        (p.rest ? parts.length > p.segments.length : parts.length === p.segments.length) &&
        p.segments.every((x, i) => x.startsWith('[') || x === parts[i]),
    );
    return match?.file;
  };
}

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const prerendered = hasWeb ? prerenderedPages(webDist) : () => undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One route per file found at start-up (no file-system probe per unknown path); the
      // compressed siblings are picked by preCompressed, never served under their own names.
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz', `${PRERENDER_DIR}/**`],
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    const isAppPage =
      hasWeb && PAGE_METHODS.has(req.method) && !pathname.startsWith('/api/') && !pathname.startsWith(HASHED_DIR);
    if (!isAppPage) {
      // A missing hashed file (an old page asking for a chunk of an earlier build) must fail as
      // a 404, not come back as HTML the browser would try to run.
      return reply.code(404).send({ status: false, data: { message: MSG.notFound } });
    }
    // Sign-up and login come with their page already in the HTML (painted before the JavaScript
    // arrives); the signed-in screens with their code preloaded; every other client-side route gets
    // the plain index.html and the app decides what to show.
    return reply.sendFile(prerendered(pathname) ?? 'index.html');
  });
}
