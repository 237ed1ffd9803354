import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modules = path.join(import.meta.dirname, 'modules');
const routeFiles = readdirSync(modules, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(path.join(modules, d.name)).map((f) => path.join(d.name, f)))
  .filter((f) => /(^|\/)routes\.ts$/.test(f));

/**
 * Issue 8: services, verifiers and stores are built once (src/services.ts, onto ctx); periodic work
 * lives in src/jobs. Route files only read ctx.services, so they construct nothing and start no timer.
 */
describe('route files construct nothing and start no timers', () => {
  it.each(routeFiles)('%s', (file) => {
    const text = readFileSync(path.join(modules, file), 'utf8');
    const found = [
      /\bset(Interval|Timeout)\s*\(/,
      /\bcreate(FileStorage|Captcha)\s*\(/,
      /\bidTokenVerifier\s*\(/,
      /\bfileLinkSigner\s*\(/,
      /\b[a-z][A-Za-z]*Service\s*\(\s*ctx\b/,
      /\bnew\s+[A-Z][A-Za-z]*(Service|Storage|Captcha)\s*\(/,
    ].filter((pattern) => pattern.test(text));
    expect(found.map(String)).toEqual([]);
  });
});
