import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser downloads; source maps are fetched only by developer tools, so left alone. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // .vite holds the build manifest, which the server never sends.
      if (!entry.name.startsWith('.')) yield* files(full);
    } else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside a file when they are smaller. */
export async function precompressFile(file: string): Promise<void> {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gz(raw, { level: 9 }),
  ]);
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
}

/**
 * After `vite build` writes the app, compresses each text file once, at the best settings, so
 * the server sends ready-made brotli or gzip copies (apps/server/src/web) instead of compressing
 * on every request or not at all.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sahaj-precompress',
    // Not in the byte-budget test's build (Vitest sets VITEST): it measures gzip itself.
    apply: (_config, env) => env.command === 'build' && !process.env.VITEST,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const work: Promise<void>[] = [];
      for await (const file of files(outDir)) work.push(precompressFile(file));
      await Promise.all(work);
    },
  };
}
