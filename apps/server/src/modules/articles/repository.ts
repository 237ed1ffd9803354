import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  type ArticleStatusValue,
  articleAuthors,
  articleCategories,
  articleCategoryLinks,
  articleSlugs,
  articles,
} from '../../db/schema/index';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export type ArticleRow = typeof articles.$inferSelect;
export type CategoryRow = typeof articleCategories.$inferSelect;
export type AuthorRow = typeof articleAuthors.$inferSelect;

export interface PostFilter {
  status?: ArticleStatusValue;
  search?: string;
  categories?: number[];
  categoriesExclude?: number[];
  exclude?: number[];
  /** Matches current and earlier slugs. */
  slugs?: string[];
}
export type PostOrder = 'date' | 'id' | 'title' | 'slug' | 'modified' | 'relevance';

function whereOf(f: PostFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.status) parts.push(eq(articles.status, f.status));
  if (f.search) {
    const like = `%${likeEscape(f.search)}%`;
    parts.push(or(ilike(articles.title, like), ilike(articles.excerpt, like), ilike(articles.content, like)) as SQL);
  }
  if (f.categories?.length) {
    parts.push(
      inArray(
        articles.id,
        sql`(select ${articleCategoryLinks.articleId} from ${articleCategoryLinks} where ${inArray(articleCategoryLinks.categoryId, f.categories)})`,
      ),
    );
  }
  if (f.categoriesExclude?.length) {
    parts.push(
      notInArray(
        articles.id,
        sql`(select ${articleCategoryLinks.articleId} from ${articleCategoryLinks} where ${inArray(articleCategoryLinks.categoryId, f.categoriesExclude)})`,
      ),
    );
  }
  if (f.exclude?.length) parts.push(notInArray(articles.id, f.exclude));
  if (f.slugs?.length) {
    parts.push(
      inArray(
        articles.id,
        sql`(select ${articleSlugs.articleId} from ${articleSlugs} where ${inArray(articleSlugs.slug, f.slugs)})`,
      ),
    );
  }
  return parts.length ? and(...parts) : undefined;
}

function orderOf(by: PostOrder, dir: 'asc' | 'desc') {
  const d = dir === 'asc' ? asc : desc;
  switch (by) {
    case 'id':
      return [d(articles.id)];
    case 'title':
      return [d(sql`lower(${articles.title})`), d(articles.id)];
    case 'slug':
      return [d(articles.slug)];
    case 'modified':
      return [d(articles.updatedAt), d(articles.id)];
    default:
      // Drafts have no publication time: they sort by when they were made.
      return [d(sql`coalesce(${articles.publishedAt}, ${articles.createdAt})`), d(articles.id)];
  }
}

/** Articles, their categories, authors and slugs (no rules). */
export const articlesRepository = (db: Db) => ({
  async page(f: PostFilter, order: { by: PostOrder; dir: 'asc' | 'desc' }, limit: number, offset: number) {
    const where = whereOf(f);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(articles)
        .where(where)
        .orderBy(...orderOf(order.by, order.dir))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(articles).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
  async byId(id: number) {
    const [row] = await db.select().from(articles).where(eq(articles.id, id));
    return row;
  },
  /** Category ids of each article. */
  async categoryIdsOf(ids: number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return out;
    const rows = await db
      .select()
      .from(articleCategoryLinks)
      .where(inArray(articleCategoryLinks.articleId, ids))
      .orderBy(asc(articleCategoryLinks.categoryId));
    for (const r of rows) out.get(r.articleId)?.push(r.categoryId);
    return out;
  },
  async oldSlugsOf(id: number, current: string) {
    const rows = await db
      .select({ slug: articleSlugs.slug })
      .from(articleSlugs)
      .where(eq(articleSlugs.articleId, id))
      .orderBy(asc(articleSlugs.createdAt));
    return rows.map((r) => r.slug).filter((s) => s !== current);
  },
  /** Whose a slug is (current or earlier), if anyone's. */
  async slugOwner(slug: string) {
    const [row] = await db
      .select({ articleId: articleSlugs.articleId })
      .from(articleSlugs)
      .where(eq(articleSlugs.slug, slug));
    return row?.articleId;
  },

  categories: () =>
    db.select().from(articleCategories).orderBy(asc(articleCategories.sortOrder), asc(articleCategories.id)),
  /** Published articles per category (WordPress's 'count'). */
  async publishedCounts(): Promise<Map<number, number>> {
    const rows = await db
      .select({ id: articleCategoryLinks.categoryId, n: count() })
      .from(articleCategoryLinks)
      .innerJoin(articles, eq(articles.id, articleCategoryLinks.articleId))
      .where(eq(articles.status, 'publish'))
      .groupBy(articleCategoryLinks.categoryId);
    return new Map(rows.map((r) => [r.id, r.n]));
  },
  authors: () => db.select().from(articleAuthors).orderBy(asc(articleAuthors.name)),
  async author(id: number) {
    const [row] = await db.select().from(articleAuthors).where(eq(articleAuthors.id, id));
    return row;
  },
  async authorsByIds(ids: number[]) {
    if (ids.length === 0) return [];
    return db.select().from(articleAuthors).where(inArray(articleAuthors.id, ids));
  },
  async insertAuthor(values: typeof articleAuthors.$inferInsert) {
    const [row] = await db.insert(articleAuthors).values(values).onConflictDoNothing().returning();
    return row;
  },
  async authorBySlug(slug: string) {
    const [row] = await db.select().from(articleAuthors).where(eq(articleAuthors.slug, slug));
    return row;
  },

  async insert(tx: Tx, values: typeof articles.$inferInsert) {
    const [row] = await tx.insert(articles).values(values).returning();
    return row!;
  },
  async update(tx: Tx, id: number, values: Partial<typeof articles.$inferInsert>) {
    const [row] = await tx
      .update(articles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(articles.id, id))
      .returning();
    return row;
  },
  /** Claims a slug for an article for ever; false when another article holds it. */
  async claimSlug(tx: Tx, slug: string, articleId: number): Promise<boolean> {
    const rows = await tx.insert(articleSlugs).values({ slug, articleId }).onConflictDoNothing().returning();
    if (rows.length > 0) return true;
    const [owner] = await tx.select().from(articleSlugs).where(eq(articleSlugs.slug, slug));
    return owner?.articleId === articleId;
  },
  async setCategories(tx: Tx, articleId: number, categoryIds: number[]) {
    await tx.delete(articleCategoryLinks).where(eq(articleCategoryLinks.articleId, articleId));
    if (categoryIds.length) {
      await tx.insert(articleCategoryLinks).values(categoryIds.map((categoryId) => ({ articleId, categoryId })));
    }
  },
  async existingCategoryIds(ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: articleCategories.id })
      .from(articleCategories)
      .where(inArray(articleCategories.id, ids));
    return rows.map((r) => r.id);
  },
  async lockArticle(tx: Tx, id: number) {
    const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
    return row;
  },
  insertCategories: (values: Array<typeof articleCategories.$inferInsert>) =>
    db.insert(articleCategories).values(values).onConflictDoNothing(),
  async categoryIdsByName(names: string[]) {
    const rows = await db.select().from(articleCategories).where(inArray(articleCategories.name, names));
    return new Map(rows.map((r) => [r.name, r.id]));
  },
});
export type ArticlesRepository = ReturnType<typeof articlesRepository>;
