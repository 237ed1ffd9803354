import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AdminArticle, WpPost, WpTerm } from '@sahaj/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema/index';
import { wordpressClient } from '../../integrations/articles/wordpress-client';
import { body, createTestApp } from '../../test/test-app';
import { bearer, createUserWithToken } from '../../test/test-users';
import { SEED_ARTICLES } from './seed-articles';
import { wordpressArticleSource } from './wordpress-source';

let app: FastifyInstance;
let adminToken: string;
let authorId: number;
let terms: WpTerm[];
beforeAll(async () => {
  app = await createTestApp();
  adminToken = (await createUserWithToken(app, { userType: 'admin' })).token;
  const authors = body<{ data: { authors: Array<{ _id: number; name: string }> } }>(
    await app.inject({ url: '/api/v1/admin/article-authors', headers: bearer(adminToken) }),
  ).data.authors;
  authorId = authors[0]!._id;
  terms = JSON.parse((await app.inject({ url: '/wp-json/wp/v2/categories?per_page=100' })).body) as WpTerm[];
}, 180_000);
afterAll(async () => {
  await app.close();
});

const wp = (url: string) => app.inject({ url: `/wp-json/wp/v2${url}` });
const posts = async (url: string) => {
  const res = await wp(url);
  expect(res.statusCode, res.body).toBe(200);
  return {
    list: JSON.parse(res.body) as WpPost[],
    total: Number(res.headers['x-wp-total']),
    pages: Number(res.headers['x-wp-totalpages']),
  };
};
const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/admin${url}`, headers: bearer(adminToken), ...(payload ? { payload } : {}) });
const termId = (name: string) => terms.find((t) => t.name === name)!.id;
const newArticle = async (over: object = {}) => {
  const res = await admin('POST', '/articles', {
    title: `Breathing for calm ${Math.random().toString(36).slice(2, 7)}`,
    excerpt: 'A short exercise.',
    content: '<p>Breathe in for four, out for six.</p>',
    categoryIds: [termId('Self Care')],
    authorId,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return body<{ data: { article: AdminArticle } }>(res).data.article;
};

describe('the WordPress-shaped feed (readers)', () => {
  it('lists the seeded articles newest first with WordPress paging headers and fields', async () => {
    const { list, total, pages } = await posts('/posts?per_page=5');
    expect(total).toBe(SEED_ARTICLES.length);
    expect(pages).toBe(Math.ceil(SEED_ARTICLES.length / 5));
    expect(list).toHaveLength(5);
    expect(list[0]!.slug).toBe('supporting-a-friend-who-is-struggling');
    expect(list[0]).toEqual(
      expect.objectContaining({
        type: 'post',
        status: 'publish',
        title: { rendered: expect.any(String) },
        content: { rendered: expect.stringContaining('<p>'), protected: false },
        excerpt: { rendered: expect.stringMatching(/^<p>.+<\/p>\n$/), protected: false },
        author: expect.any(Number),
        categories: expect.arrayContaining([termId('Mental Health')]),
        readTime: expect.any(Number),
        link: expect.stringMatching(/\/user\/base\/home\/articles-blogs\/supporting-a-friend-who-is-struggling$/),
      }),
    );
    expect(list[0]!.date_gmt).toBe('2026-10-27T04:30:00');
    expect(list[0]!.date).toBe('2026-10-27T10:00:00');
  });

  it('filters by category, search and slug, orders by title, and embeds author and terms', async () => {
    const ocd = await posts(`/posts?categories=${termId('OCD')}`);
    expect(ocd.list.map((p) => p.slug)).toEqual(['ocd-more-than-being-tidy']);
    expect((await posts('/posts?search=insomnia')).list.map((p) => p.slug)).toContain(
      'five-small-habits-for-better-sleep',
    );
    const two = await posts('/posts?slug=ocd-more-than-being-tidy,how-online-therapy-works&orderby=title&order=asc');
    expect(two.list.map((p) => p.slug)).toEqual(['ocd-more-than-being-tidy', 'how-online-therapy-works']);
    const [embedded] = (await posts('/posts?slug=ocd-more-than-being-tidy&_embed=1')).list;
    expect(embedded!._embedded?.author[0]?.name).toBe('Sahaj Editorial Team');
    expect(embedded!._embedded?.['wp:term'][0]?.map((t) => t.name)).toEqual(['OCD']);
  });

  it('counts published articles per category and filters empty ones out on request', async () => {
    const all = JSON.parse((await wp('/categories?per_page=100')).body) as WpTerm[];
    expect(all.map((t) => t.name)).toContain('Methamphetamine');
    expect(all.find((t) => t.name === 'OCD')!.count).toBe(1);
    const res = await wp('/categories?hide_empty=true&per_page=100');
    expect((JSON.parse(res.body) as WpTerm[]).every((t) => t.count > 0)).toBe(true);
  });

  it('refuses bad paging with a 400 naming it, and answers an unknown post with 404', async () => {
    for (const [q, message] of [
      ['per_page=101', 'per_page must be a whole number from 1 to 100'],
      ['per_page=0', 'per_page must be a whole number from 1 to 100'],
      ['page=0', 'The page must be a whole number from 1'],
      ['categories=1;2', 'Give ids as numbers separated by commas, like 3,7'],
    ] as const) {
      const res = await wp(`/posts?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(body(res).data.message).toBe(message);
    }
    expect((await wp('/posts/999999')).statusCode).toBe(404);
    expect((await wp('/posts/abc')).statusCode).toBe(400);
  });
});

describe("the admin's editor", () => {
  it('writes a draft that readers cannot see, publishes it, and never serves a script, handler or javascript: link', async () => {
    const draft = await newArticle({
      content:
        '<h1>Title</h1><p onclick="steal()">Hello <a href="javascript:alert(1)">click</a></p><script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(2)">',
    });
    expect(draft.status).toBe('draft');
    expect(draft.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect((await wp(`/posts/${draft._id}`)).statusCode).toBe(404);
    // Even if the stored body were tampered with, it is sanitised again on the way out.
    await app.ctx.db
      .update(articles)
      .set({ content: '<p>ok</p><script>alert(3)</script>' })
      .where(eq(articles.id, draft._id));
    const published = await admin('PATCH', `/articles/${draft._id}/status`, { status: 'publish' });
    expect(body(published).data.message).toBe('Article published');
    const served = JSON.parse((await wp(`/posts/${draft._id}`)).body) as WpPost;
    expect(served.content.rendered).toBe('<p>ok</p>');
  });

  it('keeps an old slug working after a rename, and never gives a slug to a second article', async () => {
    const a = await newArticle({ slug: `sleep-basics-${Date.now()}` });
    await admin('PATCH', `/articles/${a._id}/status`, { status: 'publish' });
    const renamed = await admin('PUT', `/articles/${a._id}`, {
      title: a.title,
      slug: `sleep-basics-renamed-${Date.now()}`,
      excerpt: '',
      content: '<p>Sleep matters.</p>',
      categoryIds: [],
      authorId,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = body<{ data: { article: AdminArticle } }>(renamed).data.article;
    expect(after.oldSlugs).toEqual([a.slug]);
    const viaOld = await posts(`/posts?slug=${a.slug}`);
    expect(viaOld.list.map((p) => p.id)).toEqual([a._id]);
    expect(viaOld.list[0]!.slug).toBe(after.slug);
    const clash = await admin('POST', '/articles', { title: 'Another', slug: a.slug, content: '<p>x</p>', authorId });
    expect(clash.statusCode).toBe(409);
    expect(body(clash).data.message).toBe('Another article already uses this slug');
  });

  it('refuses to publish an empty article, unknown categories and bad slugs', async () => {
    const empty = await newArticle({ content: '<script>only a script</script>' });
    const res = await admin('PATCH', `/articles/${empty._id}/status`, { status: 'publish' });
    expect(res.statusCode).toBe(400);
    expect(body(res).data.message).toBe('Write the article before publishing it');
    const badCategory = await admin('POST', '/articles', {
      title: 'X',
      content: '<p>x</p>',
      categoryIds: [999999],
      authorId,
    });
    expect(body(badCategory).data.message).toBe('One of the categories does not exist');
    const badSlug = await admin('POST', '/articles', { title: 'X', slug: 'Bad Slug!', content: '<p>x</p>', authorId });
    expect(badSlug.statusCode).toBe(400);
  });

  it('keeps a plain-text title and excerpt as typed, escapes them once in the feed, and refuses markup by name', async () => {
    const a = await newArticle({ title: `Sleep & Anxiety: 5 < 6 ${Date.now()}`, excerpt: 'Rest "well" & often.' });
    expect(a.title).toMatch(/^Sleep & Anxiety: 5 < 6 /);
    expect(a.excerpt).toBe('Rest "well" & often.');
    await admin('PATCH', `/articles/${a._id}/status`, { status: 'publish' });
    const served = JSON.parse((await wp(`/posts/${a._id}`)).body) as WpPost;
    expect(served.title.rendered).toMatch(/^Sleep &amp; Anxiety: 5 &lt; 6 /);
    expect(served.excerpt.rendered).toContain('Rest &quot;well&quot; &amp; often.');
    for (const [field, value, message] of [
      ['title', 'Sleep <b>well</b>', 'A title is plain text: remove the HTML tags'],
      ['excerpt', 'Rest <script>x</script>', 'An excerpt is plain text: remove the HTML tags'],
    ] as const) {
      const res = await admin('POST', '/articles', { title: 'Fine', [field]: value, content: '<p>x</p>', authorId });
      expect(res.statusCode, res.body).toBe(400);
      expect(body(res).data.message).toBe(message);
    }
  });

  it('previews exactly what readers would get, with the read time (265 words a minute)', async () => {
    const words = Array.from({ length: 530 }, () => 'word').join(' ');
    const res = await admin('POST', '/articles/preview', { content: `<p>${words}</p><script>x</script>` });
    expect(body<{ data: { rendered: string; readTime: number } }>(res).data).toEqual({
      rendered: `<p>${words}</p>`,
      readTime: 2,
    });
  });

  it('sets a cover image by its bytes; readers get it once the article is published', async () => {
    const a = await newArticle();
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3a8' } })
      .png()
      .toBuffer();
    const boundary = 'x-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/articles/${a._id}/cover`,
      headers: { ...bearer(adminToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect((await app.inject({ url: `/api/v1/public/articles/${a._id}/cover` })).statusCode).toBe(404);
    await admin('PATCH', `/articles/${a._id}/status`, { status: 'publish' });
    const cover = await app.inject({ url: `/api/v1/public/articles/${a._id}/cover` });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
    const [post] = (await posts(`/posts?slug=${a.slug}&_embed=1`)).list;
    expect(post!.featured_media).toBe(a._id);
    expect(post!._embedded?.['wp:featuredmedia']?.[0]?.source_url).toMatch(
      new RegExp(`/api/v1/public/articles/${a._id}/cover$`),
    );
  });

  it('is for the admin only', async () => {
    for (const userType of ['patient', 'doctor', 'company'] as const) {
      const u = await createUserWithToken(app, { userType });
      const res = await app.inject({ url: '/api/v1/admin/articles', headers: bearer(u.token) });
      expect(res.statusCode, userType).toBe(403);
    }
  });
});

describe('a WordPress site as the source (ARTICLES_SOURCE=wordpress)', () => {
  let server: Server;
  let base: string;
  let up = true;
  let calls = 0;
  const post = {
    id: 7,
    date: '2026-01-01T10:00:00',
    date_gmt: '2026-01-01T04:30:00',
    modified: '2026-01-01T10:00:00',
    modified_gmt: '2026-01-01T04:30:00',
    slug: 'hello-world',
    status: 'publish',
    type: 'post',
    link: 'https://blog.example/hello-world',
    title: { rendered: 'Hello <em>world</em>' },
    content: { rendered: '<p>Hi</p><script>alert(1)</script><p onmouseover="x()">there</p>', protected: false },
    excerpt: { rendered: '<p>Hi</p>', protected: false },
    author: 1,
    featured_media: 0,
    categories: [3],
    tags: [],
    comment_status: 'open',
  };
  beforeAll(async () => {
    server = createServer((req, res) => {
      calls += 1;
      if (!up) {
        res.statusCode = 502;
        return res.end('bad gateway');
      }
      const url = new URL(req.url ?? '/', 'http://x');
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/wp-json/wp/v2/posts') {
        res.setHeader('X-WP-Total', '1');
        res.setHeader('X-WP-TotalPages', '1');
        return res.end(JSON.stringify([post]));
      }
      if (url.pathname === '/wp-json/wp/v2/posts/7') return res.end(JSON.stringify(post));
      res.statusCode = 404;
      res.end(JSON.stringify({ code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("reads the site's posts, sanitised like ours, from cache while fresh and while the site is down", async () => {
    let clock = 1_000_000;
    const source = wordpressArticleSource(wordpressClient({ baseUrl: base }, () => clock));
    const q = { page: 1, per_page: 10, orderby: 'date' as const, order: 'desc' as const };
    const first = await source.posts(q);
    expect(first.total).toBe(1);
    expect(first.items[0]!.content.rendered).toBe('<p>Hi</p><p>there</p>');
    expect(first.items[0]!.readTime).toBe(1);
    const before = calls;
    await source.posts(q);
    expect(calls).toBe(before);
    up = false;
    clock += 5 * 60_000;
    expect((await source.posts(q)).items[0]!.slug).toBe('hello-world');
  });

  it('says articles are unavailable (503, in words) when the site is down and nothing is cached', async () => {
    up = false;
    const source = wordpressArticleSource(wordpressClient({ baseUrl: base }));
    await expect(source.post(7, false)).rejects.toMatchObject({
      httpStatus: 503,
      message: 'Articles are not available right now. Please try again in a little while',
    });
    up = true;
    expect((await source.post(7, false))?.title.rendered).toBe('Hello <em>world</em>');
  });
});
