import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Byte budgets per route (gzip level 9, KB), checked by route-budget.test.ts in `npm test`:
 *  - firstPaintKb: the JavaScript a first visit downloads before the page can show — the entry plus
 *    the route's chunks and everything they import statically (Vite preloads those together). For
 *    pages inside the signed-in shell that includes the shell's frame and its route table.
 *  - afterLoadKb: that plus what the page (and its frame) fetches by itself with import() once it
 *    shows: the phone field, toasts, the call window, the notification panel. Other screens' pages
 *    (modules under src/.../pages/) and route frames are not counted: they load on navigation.
 *
 * Raising a budget is a decision, not a fix: when a change must make a route heavier, look at the
 * test's message first (it names the largest files; a library only a later step needs belongs
 * behind import()), then raise the figure here in the same commit, saying in the commit message
 * which route grew, by how much and why. Lower a budget when a route gets lighter, so the gain stays.
 */
export interface RouteBudget {
  page: string;
  /** The route's page module as the build manifest names it. */
  module: string;
  /** Route modules the page needs before it shows (lazy frames, patched route tables). */
  frames?: readonly string[];
  firstPaintKb: number;
  afterLoadKb: number;
}

/** The signed-in shell: its frame (a lazy route) and its route table (patched in on the first visit). */
export const SHELL = ['src/app/shell/shell-layout.tsx', 'src/app/shell/shell-children.tsx'] as const;

/** Lazy route frames: reached by navigation, never by a page of their own. */
const ROUTE_FRAMES = new Set<string>([...SHELL, 'src/features/admin/components/admin-layout.tsx']);

/**
 * Script files a page may run before it shows, on every route above. A phone pays for each file
 * (request, compile and evaluate as a task of its own), not only for its bytes: at 105 to 129 files
 * the signed-in pages scored 64 to 76 on Lighthouse mobile, at 19 to 22 files 83 to 90 (issue 25,
 * bench/RESULTS.md). vite.config.ts keeps the count down by copying small common chunks into the
 * chunks that read them; that costs every page's after-load total 26 to 52 KB of copies (the
 * afterLoadKb figures below were raised for it on 2026-11-29).
 */
export const MAX_FIRST_PAINT_SCRIPTS = 30;

export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  // Issue 8's target for the first screens: 180 KB before sign-up or login shows.
  {
    page: '/user/patient/signup',
    module: 'src/features/auth/pages/signup-page.tsx',
    firstPaintKb: 180,
    afterLoadKb: 366,
  },
  {
    page: '/user/patient/login',
    module: 'src/features/auth/pages/login-page.tsx',
    firstPaintKb: 180,
    afterLoadKb: 373,
  },
  // The signed-in screens a patient uses most (issue 25), set at what they weigh plus ~2%: a ceiling
  // that stops growth, not a target (react-dom, react-router, Mantine, TanStack Query and the shell
  // are ~240 KB of each). libphonenumber (~53 KB) is no longer among them: only forms with a phone
  // field load it, after the page shows. A contract module a page needs must not import phone.ts
  // (credentials.ts, session-for.ts and constants.ts exist for that).
  // Nor are socket.io and the call engine (~30-43 KB; the shell's overlays load after the page), nor
  // zod and the schemas (~25 KB; route-budget.test.ts checks it): lowered on 2026-11-29 from 304-340.
  {
    page: '/user/base/home/dashboard',
    module: 'src/features/dashboard/pages/dashboard-page.tsx',
    frames: SHELL,
    firstPaintKb: 250,
    afterLoadKb: 454,
  },
  {
    page: '/user/base/home/therapists',
    module: 'src/features/discovery/pages/therapists-page.tsx',
    frames: SHELL,
    firstPaintKb: 268,
    afterLoadKb: 474,
  },
  {
    page: '/user/base/home/therapists/{id}/profile',
    module: 'src/features/discovery/pages/therapist-profile-page.tsx',
    frames: SHELL,
    firstPaintKb: 262,
    afterLoadKb: 462,
  },
  {
    page: '/user/base/home/book-appointment/{scheduleId}',
    module: 'src/features/booking/pages/book-appointment-page.tsx',
    frames: SHELL,
    firstPaintKb: 271,
    afterLoadKb: 524,
  },
  {
    page: '/user/base/home/messages',
    module: 'src/features/chat/pages/messages-page.tsx',
    frames: SHELL,
    firstPaintKb: 280,
    afterLoadKb: 449,
  },
];

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteJs {
  /** Each file with its gzip size in bytes, largest first. */
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

function entryOf(manifest: Manifest): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  return entry;
}

/**
 * A module's chunk key: the module itself when it is a chunk of its own, else the shared chunk named
 * after it (Rolldown merges a lazy module into a shared chunk when a page imports from it too).
 */
export function chunkKey(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[jt]sx?$/, '');
  const named = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key]?.name === name);
  if (named.length === 1) return named[0]!;
  throw new Error(`${module} is not a chunk of its own in the build (is its route lazy?)`);
}

function rootsOf(manifest: Manifest, budget: Pick<RouteBudget, 'module' | 'frames'>): string[] {
  return [budget.module, ...(budget.frames ?? [])].map((module) => chunkKey(manifest, module));
}

/** `roots` and every chunk they import statically. */
export function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const key = queue.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** Another screen or a route frame: loaded on navigation, not by the page it is reached from. */
const isRoute = (manifest: Manifest, key: string) =>
  /\/pages\//.test(key) ||
  [...ROUTE_FRAMES].some(
    (frame) =>
      key === frame || (key.startsWith('_') && manifest[key]?.name === path.basename(frame).replace(/\.[jt]sx?$/, '')),
  );

function sized(dist: string, manifest: Manifest, keys: Iterable<string>): RouteJs {
  const files = [...new Set([...keys].map((key) => manifest[key]!.file))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** The JavaScript before the page shows: the entry, the page and its frames with their static imports. */
export function firstPaintJs(
  dist: string,
  manifest: Manifest,
  budget: Pick<RouteBudget, 'module' | 'frames'>,
): RouteJs {
  return sized(dist, manifest, staticClosure(manifest, [entryOf(manifest), ...rootsOf(manifest, budget)]));
}

/**
 * The files of firstPaintJs (scripts only): what a page's HTML preloads beside the entry, so the
 * shell and the page arrive with the entry instead of one round trip after another (prerender.ts).
 */
export function firstPaintFiles(manifest: Manifest, budget: Pick<RouteBudget, 'module' | 'frames'>): string[] {
  return scriptFiles(manifest, staticClosure(manifest, [entryOf(manifest), ...rootsOf(manifest, budget)]));
}

/** The script files of some chunks (their stylesheets left out). */
export function scriptFiles(manifest: Manifest, keys: Iterable<string>): string[] {
  return [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/**
 * The first paint's JavaScript plus what the page's own chunks load with import() (and those
 * chunks' imports, transitively), not following imports into other routes. The entry's and the
 * route tables' own import() calls are routes, so they are not followed from there.
 */
export function afterLoadJs(dist: string, manifest: Manifest, budget: Pick<RouteBudget, 'module' | 'frames'>): RouteJs {
  const entry = entryOf(manifest);
  const all = staticClosure(manifest, [entry, ...rootsOf(manifest, budget)]);
  const queue = [...all];
  while (queue.length) {
    const key = queue.pop()!;
    for (const target of manifest[key]?.dynamicImports ?? []) {
      if (isRoute(manifest, target)) continue;
      for (const reached of staticClosure(manifest, [target])) {
        if (all.has(reached)) continue;
        all.add(reached);
        queue.push(reached);
      }
    }
  }
  return sized(dist, manifest, all);
}
