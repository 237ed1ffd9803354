import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Feature boundaries (issue 19): a module uses another through its service (the rules), its index.ts
 * (what it chose to share) or, in tests, its test helpers — never its repository or other internals.
 * modules/index.ts mounts every module's routes.
 */
const modules = path.join(import.meta.dirname, 'modules');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.ts$/.test(f) ? [p] : [];
  });
const PUBLIC = new Set(['service', 'index']);
const isTest = (file: string) => /\.test\.ts$|test-helpers?\.ts$|\/test\//.test(file);
const isTestHelper = (inside: string) => /(^|-)test-helpers?$|\.test-helper$/.test(inside);

function internalImports(): string[] {
  const found: string[] = [];
  for (const file of files(modules)) {
    const rel = path.relative(modules, file);
    const own = rel.split(path.sep)[0];
    if (rel === 'index.ts') continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = path.relative(modules, path.resolve(path.dirname(file), m[1]!));
      if (target.startsWith('..')) continue;
      const [feature, ...insideParts] = target.split(path.sep);
      const inside = insideParts.join('/');
      if (feature === own || inside === '' || PUBLIC.has(inside)) continue;
      if (isTest(file) && isTestHelper(inside)) continue;
      found.push(`${rel} imports ${target}`);
    }
  }
  return found;
}

describe('module boundaries', () => {
  it("no module imports another module's internals (use its service or index.ts)", () => {
    expect(internalImports()).toEqual([]);
  });
});
