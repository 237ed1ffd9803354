import {
  adminArticleBody,
  adminArticlesData,
  adminArticlesQuery,
  articleAuthorBody,
  articleAuthorsData,
  articleIdParams,
  articlePreviewBody,
  articlePreviewData,
  articleSaveResult,
  articleStatusBody,
  MSG,
  okEnvelope,
  wpAuthor,
  wpCategoriesQuery,
  wpIdParams,
  wpPost,
  wpPostList,
  wpPostsQuery,
  wpTerm,
  wpTermList,
} from '@sahaj/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { sendFile } from '../../lib/files/index';
import { ok, principalOf } from '../../lib/http';
import { readUpload } from '../../lib/multipart';

const tags = ['articles'];
const adminTags = ['articles (admin)'];
const security = [{ bearer: [] }];
const publicAccess = { access: 'public' as const };
const admin = { access: ['admin'] as Array<'admin'> };
const embedQuery = z.object({ _embed: z.string().max(20).optional() });

/** WordPress's paging headers, so any WordPress client pages our lists. */
const paged = <T>(reply: FastifyReply, page: { items: T[]; total: number; totalPages: number }) => {
  reply.header('x-wp-total', String(page.total)).header('x-wp-totalpages', String(page.totalPages));
  reply.header('cache-control', 'public, max-age=60');
  return page.items;
};

/**
 * The readers' side in WordPress's REST shape at /wp-json/wp/v2 (outside /api/v1, as WordPress has it;
 * bare JSON like WordPress, errors in our envelope), and the public cover images.
 */
export const articlesFeedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const articles = () => ctx.services.articles;

  app.get(
    '/wp-json/wp/v2/posts',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Published articles (WordPress posts shape)',
        description:
          'page, per_page (1-100), search, categories / categories_exclude / exclude (comma-separated ids), slug (comma-separated; earlier slugs of an article match too), orderby (date, id, title, slug, modified, relevance), order, _embed (author, wp:term, wp:featuredmedia). Headers X-WP-Total and X-WP-TotalPages.',
        querystring: wpPostsQuery,
        response: { 200: wpPostList },
      },
    },
    async (req, reply) => paged(reply, await articles().source.posts(req.query)),
  );

  app.get(
    '/wp-json/wp/v2/posts/:id',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'One published article',
        params: wpIdParams,
        querystring: embedQuery,
        response: { 200: wpPost },
      },
    },
    async (req) => {
      const post = await articles().source.post(req.params.id, req.query._embed !== undefined);
      if (!post) throw notFound(MSG.noArticle);
      return post;
    },
  );

  app.get(
    '/wp-json/wp/v2/categories',
    {
      config: publicAccess,
      schema: {
        tags,
        summary: 'Article categories (WordPress terms shape)',
        description:
          'page, per_page, search, slug, hide_empty, orderby (id, name, slug, count), order. count is published articles.',
        querystring: wpCategoriesQuery,
        response: { 200: wpTermList },
      },
    },
    async (req, reply) => paged(reply, await articles().source.categories(req.query)),
  );

  app.get(
    '/wp-json/wp/v2/categories/:id',
    { config: publicAccess, schema: { tags, summary: 'One category', params: wpIdParams, response: { 200: wpTerm } } },
    async (req) => {
      const term = await articles().source.category(req.params.id);
      if (!term) throw notFound(MSG.articleNotFound);
      return term;
    },
  );

  app.get(
    '/wp-json/wp/v2/users/:id',
    {
      config: publicAccess,
      schema: { tags, summary: 'An article author', params: wpIdParams, response: { 200: wpAuthor } },
    },
    async (req) => {
      const author = await articles().source.author(req.params.id);
      if (!author) throw notFound(MSG.articleNotFound);
      return author;
    },
  );
};

/** The cover image of a published article, and the admin's editor (/api/v1). */
export const articlesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = ctx.services.articles;

  app.get(
    '/public/articles/:articleId/cover',
    {
      config: publicAccess,
      schema: { tags, summary: "A published article's cover image", params: articleIdParams },
    },
    async (req, reply) =>
      sendFile(reply, { ...(await service.cover(req.params.articleId, { includeDrafts: false })), cache: 'private' }),
  );

  app.get(
    '/admin/articles',
    {
      config: admin,
      schema: {
        tags: adminTags,
        security,
        summary: 'Every article, drafts too, most recently changed first',
        querystring: adminArticlesQuery,
        response: { 200: okEnvelope(adminArticlesData) },
      },
    },
    async (req) => ok(await service.list(req.query)),
  );

  app.post(
    '/admin/articles',
    {
      config: admin,
      schema: {
        tags: adminTags,
        security,
        summary: 'Write a new article (a draft)',
        description:
          'The body is sanitised against the allowlist before it is stored; an empty slug is made from the title.',
        body: adminArticleBody,
        response: { 200: okEnvelope(articleSaveResult) },
      },
    },
    async (req) => ok(await service.create(principalOf(req).userId, req.body)),
  );

  app.post(
    '/admin/articles/preview',
    {
      config: admin,
      schema: {
        tags: adminTags,
        security,
        summary: 'The body as readers would get it (sanitised), with its read time',
        body: articlePreviewBody,
        response: { 200: okEnvelope(articlePreviewData) },
      },
    },
    async (req) => ok(service.preview(req.body.content)),
  );

  app.get(
    '/admin/articles/:articleId',
    {
      config: admin,
      schema: {
        tags: adminTags,
        security,
        summary: 'One article to edit',
        params: articleIdParams,
        response: { 200: okEnvelope(articleSaveResult.shape.article) },
      },
    },
    async (req) => ok(await service.get(req.params.articleId)),
  );

  app.put(
    '/admin/articles/:articleId',
    {
      config: admin,
      schema: {
        tags: adminTags,
        security,
        summary: 'Save an article (a changed slug keeps the old one leading here)',
        params: articleIdParams,
        body: adminArticleBody,
        response: { 200: okEnvelope(articleSaveResult) },
      },
    },
    async (req) => ok(await service.update(req.params.articleId, req.body)),
  );

  app.patch(
    '/admin/articles/:articleId/status',
    {
      config: admin,
      schema: {
        tags: adminTags,
        security,
        summary: 'Publish or unpublish',
        params: articleIdParams,
        body: articleStatusBody,
        response: { 200: okEnvelope(articleSaveResult) },
      },
    },
    async (req) => ok(await service.setStatus(req.params.articleId, req.body.status)),
  );

  app.get(
    '/admin/articles/:articleId/cover',
    {
      config: admin,
      schema: { tags: adminTags, security, summary: "An article's cover (drafts too)", params: articleIdParams },
    },
    async (req, reply) =>
      sendFile(reply, { ...(await service.cover(req.params.articleId, { includeDrafts: true })), cache: 'private' }),
  );

  app.put(
    '/admin/articles/:articleId/cover',
    {
      config: admin,
      schema: {
        tags: adminTags,
        security,
        summary: "Set an article's cover image (multipart, one image: JPEG, PNG or WebP)",
        consumes: ['multipart/form-data'],
        params: articleIdParams,
        response: { 200: okEnvelope(articleSaveResult) },
      },
    },
    async (req) => {
      const required = { message: MSG.uploadFileRequired, code: 'UPLOAD_REQUIRED' };
      const { file } = await readUpload(req, { maxFileBytes: 10 * 1024 * 1024 + 1, notMultipart: required });
      if (!file) throw badRequest(required.message, required.code);
      return ok(await service.setCover(req.params.articleId, file));
    },
  );

  app.delete(
    '/admin/articles/:articleId/cover',
    {
      config: admin,
      schema: {
        tags: adminTags,
        security,
        summary: "Remove an article's cover image",
        params: articleIdParams,
        response: { 200: okEnvelope(articleSaveResult) },
      },
    },
    async (req) => ok(await service.removeCover(req.params.articleId)),
  );

  app.get(
    '/admin/article-authors',
    {
      config: admin,
      schema: {
        tags: adminTags,
        security,
        summary: 'Authors to credit',
        response: { 200: okEnvelope(articleAuthorsData) },
      },
    },
    async () => ok(await service.authors()),
  );

  app.post(
    '/admin/article-authors',
    {
      config: admin,
      schema: {
        tags: adminTags,
        security,
        summary: 'Add an author (the same name again answers the existing one)',
        body: articleAuthorBody,
        response: {
          200: okEnvelope(z.object({ message: z.string(), author: articleAuthorsData.shape.authors.element })),
        },
      },
    },
    async (req) => ok(await service.addAuthor(req.body.name)),
  );
};
