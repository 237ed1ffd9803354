import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Feature boundaries (issue 19): a feature uses another only through that feature's public face, its
 * index.ts (what it chose to share) — never a file inside it. Shared things live in lib/ or components/.
 * The shell (app/) mounts features through their index or routes.
 */
const features = path.join(import.meta.dirname, 'features');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
  });

function deepImports(): string[] {
  const found: string[] = [];
  for (const file of files(features)) {
    const own = path.relative(features, file).split(path.sep)[0];
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = path.relative(features, path.resolve(path.dirname(file), m[1]!));
      if (target.startsWith('..')) continue;
      const [feature, ...inside] = target.split(path.sep);
      if (feature === own || inside.length === 0 || (inside.length === 1 && inside[0] === 'index')) continue;
      found.push(`${path.relative(features, file)} imports ${target}`);
    }
  }
  return found;
}

describe('feature boundaries', () => {
  it("no feature imports another feature's internals (use its index.ts)", () => {
    expect(deepImports()).toEqual([]);
  });
});
