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

/**
 * The build treats every module under features/ as free of side effects (vite.config.ts), so a page
 * that imports one thing from a feature's index does not carry the rest of that feature. That holds
 * only while no feature module runs code when it is imported: a top-level statement that is not a
 * declaration, or an import made only for its effect, would be dropped from the build silently.
 */
const DECLARATION =
  /^(import\s|export\s|const\s|let\s|var\s|function\s|async\s+function\s|class\s|interface\s|type\s|enum\s|declare\s|abstract\s+class\s|[}\])>]|\/\/|\/\*|\*|$)/;

function codeOnImport(): string[] {
  const found: string[] = [];
  for (const file of files(features)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    let inTemplate = false;
    lines.forEach((line, i) => {
      // Lines inside a multi-line template literal are text, not statements.
      const ticks = (line.match(/`/g) ?? []).length;
      const at = `${path.relative(features, file)}:${i + 1}`;
      if (!inTemplate && /^import\s+['"][^'"]+['"]/.test(line) && !/\.css['"]/.test(line)) found.push(`${at} ${line}`);
      else if (!inTemplate && !/^\s/.test(line) && !DECLARATION.test(line)) found.push(`${at} ${line}`);
      if (ticks % 2 === 1) inTemplate = !inTemplate;
    });
  }
  return found;
}

describe('feature modules', () => {
  it('run no code when imported (the build drops what a page does not use of them)', () => {
    expect(codeOnImport()).toEqual([]);
  });
});
