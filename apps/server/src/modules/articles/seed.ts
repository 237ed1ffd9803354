import { ARTICLE_CATEGORY_NAMES, readTimeMinutes, slugify } from '@sahaj/contract';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { articlesRepository } from './repository';
import { sanitizeArticleHtml } from './sanitize';
import { SEED_ARTICLES, SEED_AUTHOR } from './seed-articles';

/**
 * The spec's article categories (03 §9), an editorial author and the articles Sahaj ships with.
 * Idempotent: categories by name, the author by slug, an article only while its slug is unclaimed
 * (an admin's later edit or deletion of a seeded article is never undone).
 */
export async function seedArticles({ db }: { db: Db }): Promise<void> {
  const repo = articlesRepository(db);
  await repo.insertCategories(
    ARTICLE_CATEGORY_NAMES.map((name, i) => ({ name, slug: slugify(name), sortOrder: i + 1 })),
  );
  const author =
    (await repo.insertAuthor({ name: SEED_AUTHOR, slug: slugify(SEED_AUTHOR) })) ??
    (await repo.authorBySlug(slugify(SEED_AUTHOR)));
  if (!author) return;
  const categoryIds = await repo.categoryIdsByName([...ARTICLE_CATEGORY_NAMES]);
  for (const a of SEED_ARTICLES) {
    if ((await repo.slugOwner(a.slug)) !== undefined) continue;
    await db
      .transaction(async (tx) => {
        const content = sanitizeArticleHtml(a.content);
        const at = new Date(a.publishedAt);
        const row = await repo.insert(tx, {
          slug: a.slug,
          title: a.title,
          excerpt: a.excerpt,
          content,
          status: 'publish',
          authorId: author.id,
          readTime: readTimeMinutes(content),
          publishedAt: at,
          createdAt: at,
          updatedAt: at,
        });
        await repo.claimSlug(tx, a.slug, row.id);
        await repo.setCategories(
          tx,
          row.id,
          a.categories.map((c) => categoryIds.get(c)).filter((id): id is number => id !== undefined),
        );
      })
      .catch((err: unknown) => {
        // Another node seeded it in the meantime: its row stands.
        if (!isUniqueViolation(err)) throw err;
      });
  }
}
