import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { precompressFile } from './precompress.ts';
import {
  chunkKey,
  firstPaintFiles,
  type Manifest,
  ROUTE_BUDGETS,
  readManifest,
  SHELL,
  staticClosure,
} from './route-budget.ts';

/** Where the pages go inside the build: the server answers `/user/patient/signup` with `prerendered/user/patient/signup.html`. */
export const PRERENDER_DIR = 'prerendered';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The module of each prerendered page's route (its chunk and static imports are preloaded). */
const PAGE_MODULES: Record<string, string> = {
  signup: 'src/features/auth/pages/signup-page.tsx',
  login: 'src/features/auth/pages/login-page.tsx',
};

/** `module`'s chunk and everything it imports statically: the files a page needs before it can show. */
export function chunkClosure(manifest: Record<string, ManifestChunk>, module: string): { js: string[]; css: string[] } {
  const chunks = [...staticClosure(manifest, [module])].map((key) => manifest[key]!);
  return { js: chunks.map((c) => c.file), css: chunks.flatMap((c) => c.css ?? []) };
}

/**
 * Puts a page's markup into the built index.html: inside #root, with the light colour scheme set
 * on <html> (Mantine's stylesheet keys its colours on it; MantineProvider sets it from script
 * otherwise) and the page's own chunks preloaded beside the entry, so the code that takes over
 * arrives in the same round trip as the HTML instead of after the entry has run.
 */
export function pageHtml(indexHtml: string, markup: string, preload: { js: string[]; css: string[] }): string {
  // The lazy parts of the page (the phone field) render their placeholder; React's note that it
  // rendered a fallback on the server means nothing to the browser.
  const body = markup.replace(/<template data-msg="[^"]*"(?: data-[a-z]+="[^"]*")*><\/template>/g, '');
  const html = withPreloads(indexHtml, preload)
    .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
    // #root is the body's only element; the page replaces whatever it holds (the loading placeholder).
    .replace(
      /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
      (_, end: string) => `<div id="root" data-prerendered="">${body}</div>${end}`,
    );
  if (!html.includes('data-prerendered') || !html.includes('data-mantine-color-scheme')) {
    throw new Error('index.html no longer has the <html lang="en"> and <div id="root">…</div> the prerender fills');
  }
  return html;
}

/** index.html with a stylesheet link and a module preload for each file it does not name yet. */
export function withPreloads(indexHtml: string, preload: { js: string[]; css: string[] }): string {
  const links = [
    ...preload.css
      .filter((f) => !indexHtml.includes(`/${f}"`))
      .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...preload.js
      .filter((f) => !indexHtml.includes(`/${f}"`))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ];
  return indexHtml.replace('</head>', `${links.map((l) => `  ${l}\n  `).join('')}</head>`);
}

/** Where a signed-in page's HTML goes: `{id}` becomes `[id]`, a segment the server matches with anything. */
export const shellPageFile = (page: string) => `${page.replace(/^\//, '').replace(/\{(\w+)\}/g, '[$1]')}.html`;
/** Every other address under /user/base: the shell alone is preloaded. */
export const SHELL_FALLBACK_FILE = 'user/base/[...].html';

/**
 * The signed-in screens (route-budget.ts's list) as index.html with their first paint's chunks
 * preloaded: without it the browser learns of the shell's frame, its route table and the page's
 * chunk one after another, each only once the previous one has run (three round trips on a phone).
 * Nothing is rendered into them: what they show depends on who is signed in.
 */
export function shellPages(indexHtml: string, manifest: Manifest): Array<{ file: string; html: string }> {
  const pages = ROUTE_BUDGETS.filter((b) => b.frames).map((b) => ({
    file: shellPageFile(b.page),
    html: withPreloads(indexHtml, { js: firstPaintFiles(manifest, b), css: [] }),
  }));
  const shellOnly = { module: SHELL[0], frames: SHELL };
  pages.push({
    file: SHELL_FALLBACK_FILE,
    html: withPreloads(indexHtml, { js: firstPaintFiles(manifest, shellOnly), css: [] }),
  });
  return pages;
}

/**
 * Takes the app's entry script, its module preloads and the stylesheet preloads out of a
 * prerendered page's head and hands them to public/after-paint.js, which asks for them once the
 * page has painted: nothing the first paint does not need is fetched or run before it.
 */
export function deferAppLoading(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?\s*/.exec(html);
  if (!entry) throw new Error('the page has no entry script to load after the first paint');
  const modules = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g)];
  const styles = [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">\n?\s*/g)];
  let out = html;
  for (const [tag] of [entry, ...modules, ...styles]) out = out.replace(tag, '');
  const loader =
    `<script defer src="/after-paint.js" data-entry="${entry[1]}"` +
    ` data-modules="${modules.map((m) => m[1]).join(' ')}" data-styles="${styles.map((m) => m[1]).join(' ')}"></script>`;
  return out.replace('</head>', `  ${loader}\n  </head>`);
}

/**
 * After `vite build`: renders the sign-up and login pages (src/prerender.tsx, in Node through
 * Vite's SSR loader, with the app's own config) and writes each into `prerendered/<path>.html`
 * with its brotli and gzip copies. The browser paints those pages from the HTML and the
 * stylesheet alone; main.tsx takes over once the page's code has loaded.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  return {
    name: 'sahaj-prerender',
    // Not in the byte-budget test's build (Vitest sets VITEST): it measures the JavaScript only.
    apply: (_config, env) => env.command === 'build' && !process.env.VITEST,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    // closeBundle: after every plugin's writeBundle (precompress included) has finished with the output.
    async closeBundle() {
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const server = await createServer({
        root,
        configFile,
        mode: 'production',
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, watch: null },
      });
      try {
        const load = () => server.ssrLoadModule('/src/prerender.tsx') as Promise<typeof import('../src/prerender')>;
        for (const url of (await load()).PRERENDERED_PATHS) {
          // Each page from freshly run modules, as a first visit runs them: a lazy part that an
          // earlier page's render set loading (the phone field) would otherwise be rendered for
          // real, without its stylesheet, instead of as the placeholder the browser first shows.
          server.moduleGraph.invalidateAll();
          const mod = await load();
          const module = PAGE_MODULES[url.endsWith('/signup') ? 'signup' : 'login']!;
          const markup = await mod.renderPage(url);
          const preload = chunkClosure(manifest, chunkKey(manifest, module));
          const html = pageHtml(indexHtml, markup, preload);
          const css = await Promise.all(
            [...html.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g)].map((m) =>
              readFile(path.join(outDir, m[1]!), 'utf8'),
            ),
          );
          const page = deferAppLoading(inlineCriticalCss(html, criticalCss(css.join('\n'), markup)));
          const file = path.join(outDir, PRERENDER_DIR, `${url}.html`);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, page);
          await precompressFile(file);
        }
        for (const { file, html } of shellPages(indexHtml, readManifest(outDir))) {
          const at = path.join(outDir, PRERENDER_DIR, file);
          await mkdir(path.dirname(at), { recursive: true });
          await writeFile(at, html);
          await precompressFile(at);
        }
      } finally {
        await server.close();
      }
    },
  };
}

/** One rule or at-rule of a minified stylesheet: `prelude{body}`; grouping at-rules hold rules. */
interface CssNode {
  prelude: string;
  body?: string;
  children?: CssNode[];
}

/** At-rules whose block holds rules (filtered like the top level); any other block is kept whole. */
const GROUPING = /^@(?:media|supports|container|layer)\b/;

function parseCss(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    const prelude = css.slice(i, open).trim();
    // Statement at-rules (@import, @charset) would be read as part of the next rule's selector.
    if (prelude.includes(';')) throw new Error(`cannot pick the critical CSS around "${prelude.slice(0, 80)}"`);
    let depth = 1;
    let j = open + 1;
    let quote = '';
    for (; j < css.length && depth > 0; j++) {
      const c = css[j];
      if (quote) {
        if (c === '\\') j++;
        else if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '{') depth++;
      else if (c === '}') depth--;
    }
    const inner = css.slice(open + 1, j - 1);
    nodes.push(GROUPING.test(prelude) ? { prelude, children: parseCss(inner) } : { prelude, body: inner });
    i = j;
  }
  return nodes;
}

/** Splits a selector list at its top-level commas (not those inside :is(), :not() ...). */
function selectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

/**
 * The part of `css` a page's markup can use: every rule with a selector whose class names all
 * appear in the markup (rules without class names — the reset, :root variables — always), inside
 * the media queries they sit in, and every @keyframes / @font-face. Inlined into a prerendered
 * page, it paints the page without waiting for the whole stylesheet.
 */
export function criticalCss(css: string, markup: string): string {
  const used = new Set<string>();
  for (const m of markup.matchAll(/\sclass="([^"]*)"/g)) for (const c of m[1]!.split(/\s+/)) if (c) used.add(c);
  const keepSelector = (sel: string) => [...sel.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((m) => used.has(m[1]!));
  const emit = (nodes: CssNode[]): string =>
    nodes
      .map((n) => {
        if (n.children) {
          const inner = emit(n.children);
          return inner ? `${n.prelude}{${inner}}` : '';
        }
        if (n.prelude.startsWith('@')) return `${n.prelude}{${n.body}}`;
        return selectors(n.prelude).some(keepSelector) ? `${n.prelude}{${n.body}}` : '';
      })
      .join('');
  return emit(parseCss(css));
}

/**
 * Swaps a page's render-blocking stylesheets for `critical` inline and a preload of each: the
 * browser paints from the HTML alone and fetches the full stylesheets beside the JavaScript;
 * main.tsx turns the preloads into stylesheets and waits for them before the app takes over.
 */
export function inlineCriticalCss(html: string, critical: string): string {
  const links = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];
  if (links.length === 0) throw new Error('the page has no stylesheet link to make non-blocking');
  let out = html;
  for (const [tag, href] of links) out = out.replace(tag, `<link rel="preload" as="style" crossorigin href="${href}">`);
  return out.replace('</head>', `<style data-critical="">${critical}</style>\n  </head>`);
}
