import {
  type AdminArticle,
  type AdminArticleBody,
  type AdminArticleSummary,
  type ArticleStatus,
  adminArticleBody,
  MSG,
  readTimeMinutes,
  slugify,
  wordsIn,
} from '@sahaj/contract';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { checkImage, IMAGE_RULES, storeThenRecord } from '../../lib/files/index';
import type { ArticleSource } from './article-source';
import { type ArticleRow, articlesRepository } from './repository';
import { sanitizeArticleHtml } from './sanitize';

type Ctx = Pick<AppContext, 'db' | 'storage'>;

/** An article's cover: a picture shown to anyone, kept at its size (document rule: up to 10 MB, 36 MP). */
const COVER_RULE = { ...IMAGE_RULES.document, messages: { type: MSG.avatarNotImage, tooLarge: MSG.documentTooLarge } };

/**
 * Articles & Blogs (issue 23): readers get the configured source (ours or a WordPress site); the admin
 * writes ours. Bodies are sanitised against one allowlist when saved and again when served.
 */
export function articlesService(ctx: Ctx, source: ArticleSource, links: { cover: (id: number) => string }) {
  const repo = articlesRepository(ctx.db);

  async function summaries(rows: ArticleRow[]): Promise<AdminArticleSummary[]> {
    const [categoryIds, categories, authors] = await Promise.all([
      repo.categoryIdsOf(rows.map((r) => r.id)),
      repo.categories(),
      repo.authorsByIds([...new Set(rows.map((r) => r.authorId))]),
    ]);
    const categoryName = new Map(categories.map((c) => [c.id, c.name]));
    const authorName = new Map(authors.map((a) => [a.id, a.name]));
    return rows.map((r) => ({
      _id: r.id,
      title: r.title,
      slug: r.slug,
      status: r.status,
      categories: (categoryIds.get(r.id) ?? []).map((id) => ({ _id: id, name: categoryName.get(id) ?? '' })),
      author: { _id: r.authorId, name: authorName.get(r.authorId) ?? '' },
      readTime: r.readTime,
      publishedAt: r.publishedAt?.toISOString() ?? null,
      updatedAt: r.updatedAt.toISOString(),
      hasCover: r.coverKey !== null,
    }));
  }

  async function full(row: ArticleRow): Promise<AdminArticle> {
    const [summary] = await summaries([row]);
    return {
      ...summary!,
      excerpt: row.excerpt,
      content: row.content,
      coverUrl: row.coverKey ? links.cover(row.id) : null,
      oldSlugs: await repo.oldSlugsOf(row.id, row.slug),
    };
  }

  /** The body as stored: checked, slug made or checked, HTML sanitised, categories and author known. */
  async function cleaned(raw: AdminArticleBody) {
    const body = adminArticleBody.parse(raw);
    const slug = body.slug || slugify(body.title);
    if (!slug) throw badRequest(MSG.articleSlugFormat, 'SLUG_REQUIRED', { field: 'slug' });
    const categoryIds = [...new Set(body.categoryIds)];
    if ((await repo.existingCategoryIds(categoryIds)).length !== categoryIds.length) {
      throw badRequest(MSG.articleCategoryUnknown, 'CATEGORY_UNKNOWN', { field: 'categoryIds' });
    }
    if (!(await repo.author(body.authorId)))
      throw badRequest(MSG.articleAuthorRequired, 'AUTHOR_UNKNOWN', { field: 'authorId' });
    const content = sanitizeArticleHtml(body.content);
    return {
      slug,
      categoryIds,
      values: {
        // Plain text as typed (the schema refused markup); the feed escapes it for WordPress's HTML fields.
        title: body.title,
        excerpt: body.excerpt,
        content,
        authorId: body.authorId,
        readTime: readTimeMinutes(content),
      },
    };
  }

  const slugTaken = () => conflict(MSG.articleSlugTaken, 'SLUG_TAKEN', { field: 'slug' });

  return {
    source,

    async list(q: { page: number; limit: number; status?: ArticleStatus; search?: string }) {
      const { rows, total } = await repo.page(
        { status: q.status, search: q.search || undefined },
        { by: 'modified', dir: 'desc' },
        q.limit,
        q.page * q.limit,
      );
      return { articles: await summaries(rows), count: total, source: source.name };
    },

    async get(id: number) {
      const row = await repo.byId(id);
      if (!row) throw notFound(MSG.articleNotFound);
      return full(row);
    },

    async create(adminId: string, raw: AdminArticleBody) {
      const { slug, categoryIds, values } = await cleaned(raw);
      try {
        const row = await ctx.db.transaction(async (tx) => {
          const inserted = await repo.insert(tx, { ...values, slug, status: 'draft', createdBy: adminId });
          if (!(await repo.claimSlug(tx, slug, inserted.id))) throw slugTaken();
          await repo.setCategories(tx, inserted.id, categoryIds);
          return inserted;
        });
        return { message: MSG.articleSaved, article: await full(row) };
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken();
        throw err;
      }
    },

    /** Saves an edit; a new slug is claimed for good and the old one keeps leading here. */
    async update(id: number, raw: AdminArticleBody) {
      const { slug, categoryIds, values } = await cleaned(raw);
      try {
        const row = await ctx.db.transaction(async (tx) => {
          const current = await repo.lockArticle(tx, id);
          if (!current) throw notFound(MSG.articleNotFound);
          if (slug !== current.slug && !(await repo.claimSlug(tx, slug, id))) throw slugTaken();
          if (current.status === 'publish' && wordsIn(values.content) === 0) {
            throw badRequest(MSG.articleContentRequired, 'CONTENT_REQUIRED', { field: 'content' });
          }
          const updated = await repo.update(tx, id, { ...values, slug });
          await repo.setCategories(tx, id, categoryIds);
          return updated!;
        });
        return { message: MSG.articleSaved, article: await full(row) };
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken();
        throw err;
      }
    },

    async setStatus(id: number, status: ArticleStatus) {
      const row = await ctx.db.transaction(async (tx) => {
        const current = await repo.lockArticle(tx, id);
        if (!current) throw notFound(MSG.articleNotFound);
        if (status === 'publish' && wordsIn(current.content) === 0) {
          throw badRequest(MSG.articleContentRequired, 'CONTENT_REQUIRED', { field: 'content' });
        }
        // The first publication dates the article; unpublishing and publishing again keeps that date.
        return repo.update(tx, id, {
          status,
          publishedAt: current.publishedAt ?? (status === 'publish' ? new Date() : null),
        });
      });
      return {
        message: status === 'publish' ? MSG.articlePublished : MSG.articleUnpublished,
        article: await full(row!),
      };
    },

    /** What readers would see of this body: the same sanitising as saving and serving. */
    preview(content: string) {
      const rendered = sanitizeArticleHtml(content);
      return { rendered, readTime: readTimeMinutes(rendered) };
    },

    async setCover(id: number, upload: { bytes: Buffer; truncated: boolean }) {
      const before = await repo.byId(id);
      if (!before) throw notFound(MSG.articleNotFound);
      const checked = await checkImage(upload.bytes, upload.truncated, COVER_RULE);
      const row = await storeThenRecord(ctx.storage, checked, (key) =>
        ctx.db.transaction((tx) => repo.update(tx, id, { coverKey: key, coverMime: checked.mimeType })),
      );
      if (before.coverKey) await ctx.storage.delete(before.coverKey).catch(() => {});
      return { message: MSG.articleCoverSaved, article: await full(row!) };
    },

    async removeCover(id: number) {
      const before = await repo.byId(id);
      if (!before) throw notFound(MSG.articleNotFound);
      const row = await ctx.db.transaction((tx) => repo.update(tx, id, { coverKey: null, coverMime: null }));
      if (before.coverKey) await ctx.storage.delete(before.coverKey).catch(() => {});
      return { message: MSG.articleCoverRemoved, article: await full(row!) };
    },

    /** A cover's bytes: a published article's for anyone, a draft's for the admin only. */
    async cover(id: number, opts: { includeDrafts: boolean }) {
      const row = await repo.byId(id);
      if (!row?.coverKey || !row.coverMime || (row.status !== 'publish' && !opts.includeDrafts)) {
        throw notFound(MSG.articleNotFound);
      }
      const bytes = await ctx.storage.get(row.coverKey);
      if (!bytes) throw notFound(MSG.articleNotFound);
      return { bytes, mimeType: row.coverMime, originalName: `${row.slug}.${row.coverMime.split('/')[1] ?? 'img'}` };
    },

    async authors() {
      return { authors: (await repo.authors()).map((a) => ({ _id: a.id, name: a.name })) };
    },

    async addAuthor(name: string) {
      const slug = slugify(name) || 'author';
      const row = (await repo.insertAuthor({ name, slug })) ?? (await repo.authorBySlug(slug));
      return { message: MSG.authorAdded, author: { _id: row!.id, name: row!.name } };
    },
  };
}
export type ArticlesService = ReturnType<typeof articlesService>;
