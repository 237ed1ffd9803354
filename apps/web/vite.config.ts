import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { countryFlags } from './build/flags.ts';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';
import { pureDeclarations } from './build/pure-declarations.ts';

const api = process.env.SAHAJ_API ?? 'http://localhost:3000';

/** The shared contract's modules: they only declare things (see treeshake below). */
const CONTRACT_MODULE = /\/packages\/contract\/src\/.*\.ts$/;

/** Bytes of source: common chunks smaller than this are copied into their readers (see below). */
const INLINE_COMMON_CHUNKS_BELOW = 16_000;

export default defineConfig({
  plugins: [
    react(),
    countryFlags(),
    precompress(),
    prerender(),
    // The contract's schemas a page does not use (and zod, when it uses none) stay out of its files.
    pureDeclarations(CONTRACT_MODULE),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/wp-json': api,
      '/socket.io': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // .vite/manifest.json: which chunks each route needs; the byte-budget test reads it.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Everything main.tsx imports statically runs on every page: one file for it. Left to the
        // automatic splitter, pieces of it (react-router, Mantine's Box) became files of their own
        // whenever a lazy chunk shared them, which cost sign-up and login 5 KB of gzip and 20 requests.
        codeSplitting: {
          groups: [{ name: 'index', tags: ['$initial'] }],
          // The lazy pages share Mantine and our components in many small combinations, and the
          // automatic splitter made a file of each: the booking page ran 129 scripts before it
          // showed (44 of them ~1 KB Mantine pieces), and a phone pays per script, not per byte
          // (issue 25). A common chunk below the threshold (source size, before minifying) is
          // copied into each chunk that reads it instead; Rolldown's runtime keeps one instance
          // of each module across the copies. Stylesheets stay files of their own (Vite's CSS
          // plugin would emit a copied style module's CSS once per copy). Inlining turns on
          // output.strictExecutionOrder: each module's body runs when first imported, in source order.
          experimentalInlineCommonChunks: {
            maxSize: INLINE_COMMON_CHUNKS_BELOW,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
      // Inlining needs it: an entry's unused exports may go (our entries are pages, not libraries).
      preserveEntrySignatures: false,
      treeshake: {
        // The contract's schemas and the features' modules only declare things (no module runs code
        // on import; src/boundaries.test.ts keeps it so): what a page does not use of a feature's
        // index is left out. Without it, the patient's dashboard carried the therapist's workspace
        // panels and the admin's registration review through provider-workspace/index.ts (issue 25).
        moduleSideEffects: (id: string) =>
          !CONTRACT_MODULE.test(id) && !/\/apps\/web\/src\/features\/.*\.tsx?$/.test(id),
      },
    },
  },
});
