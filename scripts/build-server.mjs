// `npm run build:server`: the API as one ES module, apps/server/dist/main.js, for production
// (`node apps/server/dist/main.js`, no TypeScript loader thread). Our own code and the shared
// contract are bundled; every npm package stays an import from node_modules (native addons,
// WebAssembly and data files load as they are).
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const ours = /^@sahaj\//;

await build({
  entryPoints: [path.join(root, 'apps/server/src/main.ts')],
  outfile: path.join(root, 'apps/server/dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The lowest Node the engines allow (package.json, README "Quick start"): Node 24 runs it as well.
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // CommonJS packages imported from the bundle may call require(): give ESM one.
  banner: {
    js: "import { createRequire as __sahajRequire } from 'node:module'; const require = __sahajRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'packages-external-but-ours',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (ours.test(args.path) ? undefined : { external: true }));
      },
    },
  ],
});
