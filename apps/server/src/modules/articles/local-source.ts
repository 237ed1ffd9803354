import type { WpCategoriesQuery, WpPostsQuery, WpTerm } from '@sahaj/contract';
import { type ArticleSource, totalPages } from './article-source';
import type { ArticlesRepository } from './repository';
import { type Links, toWpAuthor, toWpPost, toWpTerm } from './wp-mapper';

const wantsEmbed = (v: string | undefined) => v !== undefined;

/** Readers' articles from our own editor: published only, in WordPress's shapes. */
export function localArticleSource(repo: ArticlesRepository, links: Links): ArticleSource {
  async function terms(): Promise<WpTerm[]> {
    const [rows, counts] = await Promise.all([repo.categories(), repo.publishedCounts()]);
    return rows.map((r) => toWpTerm(r, counts.get(r.id) ?? 0, links));
  }

  async function withEmbeds(rows: Awaited<ReturnType<ArticlesRepository['page']>>['rows'], embed: boolean) {
    const categoryIds = await repo.categoryIdsOf(rows.map((r) => r.id));
    if (!embed) return rows.map((r) => toWpPost(r, categoryIds.get(r.id) ?? [], links));
    const [authors, allTerms] = await Promise.all([
      repo.authorsByIds([...new Set(rows.map((r) => r.authorId))]),
      terms(),
    ]);
    const byId = new Map(authors.map((a) => [a.id, a]));
    return rows.map((r) =>
      toWpPost(r, categoryIds.get(r.id) ?? [], links, { author: byId.get(r.authorId), terms: allTerms }),
    );
  }

  return {
    name: 'sahaj',
    async posts(q: WpPostsQuery) {
      const { rows, total } = await repo.page(
        {
          status: 'publish',
          search: q.search || undefined,
          categories: q.categories,
          categoriesExclude: q.categories_exclude,
          exclude: q.exclude,
          slugs: q.slug,
        },
        { by: q.orderby, dir: q.order },
        q.per_page,
        (q.page - 1) * q.per_page,
      );
      return { items: await withEmbeds(rows, wantsEmbed(q._embed)), total, totalPages: totalPages(total, q.per_page) };
    },
    async post(id, embed) {
      const row = await repo.byId(id);
      if (row?.status !== 'publish') return undefined;
      return (await withEmbeds([row], embed))[0];
    },
    async categories(q: WpCategoriesQuery) {
      let all = await terms();
      if (q.search) all = all.filter((t) => t.name.toLowerCase().includes(q.search!.toLowerCase()));
      if (q.slug) all = all.filter((t) => q.slug!.includes(t.slug));
      if (q.hide_empty === 'true' || q.hide_empty === '1') all = all.filter((t) => t.count > 0);
      const key = q.orderby;
      const sorted = [...all].sort((a, b) => {
        const x =
          key === 'count'
            ? a.count - b.count
            : key === 'id'
              ? a.id - b.id
              : String(a[key]).localeCompare(String(b[key]));
        return q.order === 'asc' ? x : -x;
      });
      const start = (q.page - 1) * q.per_page;
      return {
        items: sorted.slice(start, start + q.per_page),
        total: all.length,
        totalPages: totalPages(all.length, q.per_page),
      };
    },
    async category(id) {
      return (await terms()).find((t) => t.id === id);
    },
    async author(id) {
      const row = await repo.author(id);
      return row ? toWpAuthor(row, links) : undefined;
    },
  };
}
