import { describe, expect, it } from 'vitest';
import {
  chunkClosure,
  criticalCss,
  deferAppLoading,
  inlineCriticalCss,
  pageHtml,
  SHELL_FALLBACK_FILE,
  shellPageFile,
  shellPages,
} from './prerender';
import { ROUTE_BUDGETS } from './route-budget';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
  </head>
  <body>
    <div id="root"><main><p role="status">Loading Sahaj…</p></main></div>
  </body>
</html>`;

describe('a prerendered page', () => {
  const html = pageHtml(
    INDEX,
    '<!--$!--><template data-msg="Switched to client rendering" data-cstck="at Lazy"></template><!--/$--><main><h2>Create your account</h2></main>',
    { js: ['assets/signup-page-D4.js', 'assets/shared-B2.js'], css: ['assets/signup-E5.css', 'assets/index-C3.css'] },
  );

  it('holds the markup inside #root, marked for main.tsx to take over, in place of the loading placeholder', () => {
    expect(html).toContain(
      '<div id="root" data-prerendered=""><!--$!--><!--/$--><main><h2>Create your account</h2></main></div>\n  </body>',
    );
    expect(html).not.toContain('Loading Sahaj');
  });

  it("drops React's note about the lazy parts it left to the browser", () => {
    expect(html).not.toContain('<template');
    expect(html).not.toContain('Switched to client rendering');
  });

  it('sets the light colour scheme Mantine’s stylesheet keys its colours on', () => {
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
  });

  it("preloads the page's own chunks and stylesheets once, in the head", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/signup-page-D4.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/signup-E5.css">');
    expect(html.split('/assets/shared-B2.js').length - 1).toBe(1);
    expect(html.split('/assets/index-C3.css').length - 1).toBe(1);
  });

  it('fails the build when index.html lost the places it fills', () => {
    expect(() => pageHtml(INDEX.replace('<div id="root">', '<div id="app">'), '<main/>', { js: [], css: [] })).toThrow(
      /div id="root"/,
    );
  });
});

describe('chunkClosure', () => {
  it("follows a page's static imports (not its dynamic ones) and collects their CSS", () => {
    const manifest = {
      'page.tsx': { file: 'assets/page.js', imports: ['a.ts'], css: ['assets/page.css'] },
      'a.ts': { file: 'assets/a.js', imports: ['b.ts', 'page.tsx'] },
      'b.ts': { file: 'assets/b.js', css: ['assets/b.css'] },
      'later.tsx': { file: 'assets/later.js' },
    };
    const { js, css } = chunkClosure(manifest, 'page.tsx');
    expect(js.sort()).toEqual(['assets/a.js', 'assets/b.js', 'assets/page.js']);
    expect(css.sort()).toEqual(['assets/b.css', 'assets/page.css']);
  });
});

describe('criticalCss', () => {
  const css = [
    ':root,:host{--c:red}',
    '*,:before{box-sizing:border-box}',
    '.m_btn{color:var(--c)}',
    '.m_btn:hover,.m_menu[data-open]{color:blue}',
    '.m_btn .m_icon{margin:0}',
    '.m_menu{display:none}',
    ':where(.m_btn,.m_menu){outline:0}',
    '@media (min-width:48em){.m_btn{padding:1px}.m_menu{padding:2px}}',
    '@media (max-width:10em){.m_menu{padding:3px}}',
    '@keyframes spin{0%{rotate:0}to{rotate:360deg}}',
    '.m_x[data-label="a{b}"]{content:"}"}',
  ].join('');
  const picked = criticalCss(css, '<main class="m_page"><button class="m_btn mantine-Button">Go</button></main>');

  it('keeps the rules the markup can match, with their media queries, and the class-less ones', () => {
    expect(picked).toContain(':root,:host{--c:red}');
    expect(picked).toContain('*,:before{box-sizing:border-box}');
    expect(picked).toContain('.m_btn{color:var(--c)}');
    expect(picked).toContain('.m_btn:hover,.m_menu[data-open]{color:blue}');
    expect(picked).toContain('@media (min-width:48em){.m_btn{padding:1px}}');
    expect(picked).toContain('@keyframes spin{0%{rotate:0}to{rotate:360deg}}');
  });

  it('drops rules for classes the page does not have, and media queries left empty', () => {
    expect(picked).not.toContain('.m_menu{display:none}');
    expect(picked).not.toContain('.m_icon');
    expect(picked).not.toContain('max-width:10em');
    expect(picked).not.toContain('m_x');
    // A class inside :where() counts like any other: one of them is missing, so the rule goes.
    expect(picked).not.toContain(':where(');
  });

  it('refuses a stylesheet it cannot read rule by rule', () => {
    expect(() => criticalCss('@import url(a.css);.m_btn{color:red}', '<b class="m_btn"></b>')).toThrow(/critical CSS/);
  });
});

describe('inlineCriticalCss', () => {
  it('inlines the critical rules and turns each stylesheet link into a preload main.tsx applies', () => {
    const html = inlineCriticalCss(INDEX, '.m_btn{color:red}');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/index-C3.css">');
    expect(html).toMatch(/<style data-critical="">\.m_btn\{color:red\}<\/style>\s*<\/head>/);
    expect(() => inlineCriticalCss(INDEX.replace(/<link rel="stylesheet"[^>]*>/, ''), '')).toThrow(/stylesheet/);
  });
});

describe('deferAppLoading', () => {
  const head = [
    '<head>',
    '<script type="module" crossorigin src="/assets/index-A.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/x-B.js">',
    '<link rel="modulepreload" crossorigin href="/assets/page-C.js">',
    '<link rel="preload" as="style" crossorigin href="/assets/index-D.css">',
    '<style data-critical="">body{margin:0}</style>',
    '</head><body><div id="root" data-prerendered="">form</div></body>',
  ].join('\n');

  it('leaves nothing but the critical CSS and a deferred loader before the first paint', () => {
    const html = deferAppLoading(head);
    expect(html).not.toMatch(/type="module"|modulepreload|rel="preload"/);
    expect(html).toContain('<style data-critical="">body{margin:0}</style>');
    expect(html).toContain(
      '<script defer src="/after-paint.js" data-entry="/assets/index-A.js" data-modules="/assets/x-B.js /assets/page-C.js" data-styles="/assets/index-D.css"></script>',
    );
  });

  it('refuses a page without an entry script (index.html changed shape)', () => {
    expect(() => deferAppLoading('<head></head>')).toThrow(/no entry script/);
  });
});

describe('shellPages', () => {
  // A build of the shell: the entry, the shell's frame and route table, two pages, and the chunk
  // a page loads later (not preloaded).
  const INDEX_HTML =
    '<html lang="en"><head><script type="module" crossorigin src="/assets/entry.js"></script></head><body><div id="root"></div></body></html>';
  const pageModules = ROUTE_BUDGETS.filter((b) => b.frames).map((b) => b.module);
  const manifest = {
    'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    'src/app/shell/shell-layout.tsx': { file: 'assets/shell-layout.js', imports: ['_react.js', '_socket.js'] },
    'src/app/shell/shell-children.tsx': { file: 'assets/shell-children.js' },
    '_socket.js': { file: 'assets/socket.js' },
    ...Object.fromEntries(
      pageModules.map((m, i) => [
        m,
        { file: `assets/page-${i}.js`, imports: ['_cards.js'], dynamicImports: ['_later.js'] },
      ]),
    ),
    '_cards.js': { file: 'assets/cards.js' },
    '_later.js': { file: 'assets/later.js' },
  };
  const pages = shellPages(INDEX_HTML, manifest);
  const preloads = (html: string) =>
    [...html.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]).sort();

  it("names a page's file after its address, {name} as a [name] segment", () => {
    expect(shellPageFile('/user/base/home/therapists/{id}/profile')).toBe(
      'user/base/home/therapists/[id]/profile.html',
    );
    expect(pages.map((p) => p.file)).toEqual([
      ...ROUTE_BUDGETS.filter((b) => b.frames).map((b) => shellPageFile(b.page)),
      SHELL_FALLBACK_FILE,
    ]);
  });

  it("preloads the shell and the page's chunks with their static imports, not the entry again nor what loads later", () => {
    const first = pages[0]!.html;
    expect(preloads(first)).toEqual([
      'assets/cards.js',
      'assets/page-0.js',
      'assets/react.js',
      'assets/shell-children.js',
      'assets/shell-layout.js',
      'assets/socket.js',
    ]);
    expect(first.split('/assets/entry.js').length - 1).toBe(1);
    expect(first).not.toContain('later.js');
    expect(preloads(pages.at(-1)!.html)).toEqual([
      'assets/react.js',
      'assets/shell-children.js',
      'assets/shell-layout.js',
      'assets/socket.js',
    ]);
  });
});
