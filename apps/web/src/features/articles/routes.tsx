import type { RouteObject } from 'react-router';

/** articles-blogs and articles-blogs/{slug} (spec 03 route list), children of /user/base; loaded on demand. */
export const articlesRoutes: RouteObject[] = [
  {
    path: 'home/articles-blogs',
    lazy: () => import('./pages/articles-page').then((m) => ({ Component: m.ArticlesPage })),
  },
  {
    path: 'home/articles-blogs/:slug',
    lazy: () => import('./pages/article-page').then((m) => ({ Component: m.ArticlePage })),
  },
];

/** /admin/articles, a child of the admin console (its layout and guard): the editor. */
export const articlesAdminRoutes: RouteObject[] = [
  {
    path: 'articles',
    lazy: () => import('./pages/admin-articles-page').then((m) => ({ Component: m.AdminArticlesPage })),
  },
];
