import type { WpPost } from '@sahaj/contract';
import { htmlText } from './html-text';

/** What a card and the article page show of a post. */
export function postView(post: WpPost) {
  return {
    title: htmlText(post.title.rendered),
    excerpt: htmlText(post.excerpt.rendered),
    cover: post._embedded?.['wp:featuredmedia']?.[0]?.source_url ?? null,
    author: post._embedded?.author[0]?.name ?? null,
    categories: post._embedded?.['wp:term'].flat().map((t) => t.name) ?? [],
    readTime: post.readTime,
    date: post.date_gmt,
  };
}
