import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 8's goal for the sign-up and login pages' first JavaScript (gzip). */
export const TARGET_KB = 180;

/**
 * How much JavaScript (gzip) a first visit may download before a page can show: the entry chunk
 * plus everything the page's lazy route chunk imports statically (Vite preloads those together).
 * Chunks the page loads later with import() are not counted: later steps, the phone field and
 * its rules, toasts. react-dom (62 KB), react-router (29 KB) and Mantine (~30 KB) are most of it.
 */
export const ROUTE_BUDGETS = [
  { page: '/user/patient/signup', module: 'src/features/auth/pages/signup-page.tsx', maxKb: TARGET_KB },
  { page: '/user/patient/login', module: 'src/features/auth/pages/login-page.tsx', maxKb: TARGET_KB },
] as const;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface InitialJs {
  /** Each file with its gzip size in bytes, largest first. */
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The entry and `module`'s chunk with their static imports, each gzipped at level 9 (deterministic). */
export function initialJs(dist: string, manifest: Manifest, module: string): InitialJs {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  if (!manifest[module]) throw new Error(`${module} is not a chunk of its own in the build (is its route lazy?)`);
  const seen = new Set<string>();
  const queue = [entry, module];
  while (queue.length) {
    const key = queue.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    queue.push(...(manifest[key]?.imports ?? []));
  }
  const files = [...seen]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
