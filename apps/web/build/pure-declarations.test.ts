import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { pureDeclarations } from './pure-declarations';

/** Bundles `entry` importing from `decl.js` (which the plugin treats) and returns the output's code. */
async function bundle(decl: string, entry: string, treat = /decl\.js$/): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pure-declarations-'));
  writeFileSync(path.join(dir, 'builder.js'), BUILDER_LIBRARY);
  writeFileSync(path.join(dir, 'decl.js'), decl);
  writeFileSync(path.join(dir, 'entry.js'), entry);
  const build = await rolldown({
    input: path.join(dir, 'entry.js'),
    // biome-ignore lint/suspicious/noExplicitAny: a Vite plugin's hooks are Rolldown's
    plugins: [pureDeclarations(treat) as any],
  });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  return output[0].code;
}

// A builder like zod's, in a module of its own: a call into it may do anything, as far as the bundler knows.
const BUILDER_LIBRARY = `
export const registry = [];
export const z = { object: (shape) => { registry.push(shape); return { shape, strict() { return this; } }; } };
`;
const BUILDER = `
import { z } from './builder.js';
export const used = z.object({ marker: 'USED' }).strict();
export const unused = z.object({ marker: 'UNUSED' }).strict();
export const derived = z.object({ marker: 'DERIVED', base: used });
const fields = { unusedField: z.object({ marker: 'UNUSED-FIELD' }) };
export const unusedToo = z.object(fields);
export const LIMIT = 10;
`;

describe('pure declarations', () => {
  it('drops a schema nothing uses, keeps the one used and what it is built from', async () => {
    const code = await bundle(BUILDER, `import { derived, LIMIT } from './decl.js'; console.log(derived, LIMIT);`);
    expect(code).toContain('DERIVED');
    expect(code).toContain('USED');
    expect(code).not.toContain('UNUSED');
    expect(code).not.toContain('UNUSED-FIELD');
  });

  it('without it, the bundler keeps every schema of a module whose constant is used', async () => {
    const code = await bundle(BUILDER, `import { LIMIT } from './decl.js'; console.log(LIMIT);`, /never/);
    expect(code).toContain('UNUSED');
    const treated = await bundle(BUILDER, `import { LIMIT } from './decl.js'; console.log(LIMIT);`);
    expect(treated).not.toContain('USED');
  });

  it('leaves modules outside its pattern and statements that are not declarations alone', async () => {
    const decl = `${BUILDER}\nglobalThis.ranOnImport = 'SIDE-EFFECT';`;
    expect(await bundle(decl, `import { LIMIT } from './decl.js'; console.log(LIMIT);`)).toContain('SIDE-EFFECT');
  });
});
