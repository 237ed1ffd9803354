import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { MSG } from '@sahaj/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, PRERENDER_DIR, REVALIDATE, registerWebApp } from './serve-web';

// A built app as Vite and the precompress step leave it: index.html, a hashed chunk, and the
// brotli and gzip copies beside each.
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const CHUNK = `export const answer = 42;\n${'console.log("a line that compresses well");\n'.repeat(200)}`;
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg"/>';
// The sign-up page as the web build prerenders it (apps/web/build/prerender.ts).
const SIGNUP = INDEX.replace(
  '<div id="root"></div>',
  '<div id="root" data-prerendered=""><h2>Create your account</h2></div>',
);
// Signed-in pages as the build writes them: index.html with their chunks preloaded.
const withPreload = (chunk: string) =>
  INDEX.replace('</head>', `<link rel="modulepreload" crossorigin href="/assets/${chunk}.js"></head>`);
const SHELL_PAGES = {
  'user/base/home/therapists.html': withPreload('therapists-page'),
  'user/base/home/therapists/[id]/profile.html': withPreload('therapist-profile-page'),
  'user/base/home/book-appointment/[scheduleId].html': withPreload('book-appointment-page'),
  'user/base/[...].html': withPreload('shell-layout'),
};

let dist: string;
let app: FastifyInstance;

function writeBuilt(rel: string, text: string) {
  const file = path.join(dist, rel);
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'sahaj-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeBuilt('index.html', INDEX);
  writeBuilt('assets/index-AbC123.js', CHUNK);
  mkdirSync(path.join(dist, PRERENDER_DIR, 'user/patient'), { recursive: true });
  writeBuilt(`${PRERENDER_DIR}/user/patient/signup.html`, SIGNUP);
  for (const [rel, html] of Object.entries(SHELL_PAGES)) {
    mkdirSync(path.dirname(path.join(dist, PRERENDER_DIR, rel)), { recursive: true });
    writeBuilt(`${PRERENDER_DIR}/${rel}`, html);
  }
  writeFileSync(path.join(dist, 'favicon.svg'), FAVICON); // too small to be worth compressing
  app = Fastify();
  app.get('/api/v1/ping', async () => ({ status: true, data: 'pong' }));
  await registerWebApp(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('hashed assets', () => {
  it('sends the brotli copy to a browser that accepts br', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends the plain file when no encoding is accepted', async () => {
    for (const encoding of [undefined, 'identity']) {
      const res = await get('/assets/index-AbC123.js', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(CHUNK);
    }
  });

  it('are cached for a year as immutable', async () => {
    const res = await get('/assets/index-AbC123.js', 'br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  it('never serve the compressed copies under their own names', async () => {
    const res = await get('/assets/index-AbC123.js.br', 'br');
    expect(res.statusCode).toBe(404);
  });

  it('a missing chunk is a 404, not the page', async () => {
    const res = await get('/assets/index-Gone99.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe('app pages', () => {
  it('a client-side route gets index.html, compressed, revalidated on every load', async () => {
    for (const url of ['/', '/user/patient/login?next=1', '/user/patient/signup/get-started']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe(REVALIDATE);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('a prerendered address gets its own page, compressed, revalidated, whatever its query', async () => {
    for (const url of ['/user/patient/signup', '/user/patient/signup?id=7']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe(REVALIDATE);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SIGNUP);
    }
    expect((await get('/user/patient/signup', 'gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/user/patient/signup')).body).toBe(SIGNUP);
  });

  it('a signed-in address gets the page whose segments match it, [name] standing for any one segment', async () => {
    const page = async (url: string) => brotliDecompressSync((await get(url, 'br')).rawPayload).toString();
    expect(await page('/user/base/home/therapists')).toBe(SHELL_PAGES['user/base/home/therapists.html']);
    expect(await page('/user/base/home/therapists/7f3c/profile')).toBe(
      SHELL_PAGES['user/base/home/therapists/[id]/profile.html'],
    );
    expect(await page('/user/base/home/book-appointment/abc?from=profile')).toBe(
      SHELL_PAGES['user/base/home/book-appointment/[scheduleId].html'],
    );
    // Any other page of the shell: the shell's preloads; [...] needs at least one segment.
    for (const url of ['/user/base/home/dashboard', '/user/base/home/therapists/7f3c', '/user/base/x/y/z/w']) {
      expect(await page(url), url).toBe(SHELL_PAGES['user/base/[...].html']);
    }
    for (const url of ['/user/base', '/user/base/', '/user/base//home', '/user/basement/x', '/user/patient/login']) {
      expect(await page(url), url).toBe(INDEX);
    }
  });

  it('a prerendered file asked for by name is only another client route (index.html)', async () => {
    const res = await get(`/${PRERENDER_DIR}/user/patient/signup.html`, 'br');
    expect(res.statusCode).toBe(200);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('index.html asked for by name is revalidated too', async () => {
    const res = await get('/index.html', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(REVALIDATE);
  });

  it('HEAD answers 200 with the headers GET would send, and no body', async () => {
    for (const url of ['/user/patient/signup', '/', '/index.html', '/assets/index-AbC123.js']) {
      const head = await get(url, 'br', 'HEAD');
      const full = await get(url, 'br');
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type']).toBe(full.headers['content-type']);
      expect(head.headers['content-encoding']).toBe(full.headers['content-encoding']);
      expect(head.headers['cache-control']).toBe(full.headers['cache-control']);
      expect(head.body).toBe('');
    }
  });

  it('an unhashed file is served plain when no compressed copy exists', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(res.body).toBe(FAVICON);
  });
});

describe('the API beside the app', () => {
  it('keeps its routes and answers unknown API paths with the 404 envelope', async () => {
    expect((await get('/api/v1/ping')).json()).toEqual({ status: true, data: 'pong' });
    for (const method of ['GET', 'HEAD', 'POST'] as const) {
      const res = await app.inject({ method, url: '/api/v1/nothing-here' });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await get('/api/v1/nothing-here')).json()).toMatchObject({
      status: false,
      data: { message: MSG.notFound },
    });
  });

  it('a POST to a page address is a 404, not the page', async () => {
    const res = await app.inject({ method: 'POST', url: '/user/patient/signup' });
    expect(res.statusCode).toBe(404);
  });
});

describe('without a build', () => {
  it('every unknown path is the 404 envelope', async () => {
    const bare = Fastify();
    await registerWebApp(bare, path.join(dist, 'no-such-dir'));
    const res = await bare.inject({ method: 'GET', url: '/user/patient/signup' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false });
    await bare.close();
  });
});
