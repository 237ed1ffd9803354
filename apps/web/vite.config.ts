import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { countryFlags } from './build/flags.ts';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';

const api = process.env.SAHAJ_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), countryFlags(), precompress(), prerender()],
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
    rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contract/') } },
  },
});
