import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder holding `marker` (a path relative to it), looked for from `from` upwards: a module finds
 * the project's files the same way from apps/server/src/... (source) and apps/server/dist (bundle).
 * `findUp(dir, 'drizzle/meta/_journal.json')` answers …/apps/server/drizzle/meta.
 */
export function findUp(from: string, marker: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, marker))) return path.join(dir, path.dirname(marker));
    if (path.dirname(dir) === dir) throw new Error(`${marker} not found above ${from}`);
  }
}
