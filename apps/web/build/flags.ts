import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const FLAG_PREFIX = '/flags/';
const FLAG_FILE = /^[A-Z]{2}(?:-[A-Z0-9]+)?\.svg$/;

function flagDir(): string {
  const pkg = createRequire(import.meta.url).resolve('country-flag-icons/package.json');
  return path.join(path.dirname(pkg), '3x2');
}

/**
 * Serves country-flag-icons' SVG files at /flags/XX.svg, in development and in the build, so
 * the phone field shows its one flag as an image instead of bundling all 260 flags as
 * JavaScript (50 KB gzipped that every sign-up and login would download).
 */
export function countryFlags(): Plugin {
  const dir = flagDir();
  return {
    name: 'sahaj-country-flags',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        const name = url.startsWith(FLAG_PREFIX) ? url.slice(FLAG_PREFIX.length) : '';
        if (!FLAG_FILE.test(name)) return next();
        try {
          const svg = readFileSync(path.join(dir, name));
          res.setHeader('content-type', 'image/svg+xml');
          res.end(svg);
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const name of readdirSync(dir)) {
        if (!FLAG_FILE.test(name)) continue;
        this.emitFile({ type: 'asset', fileName: `flags/${name}`, source: readFileSync(path.join(dir, name)) });
      }
    },
  };
}
