import { type WpPost, type WpTerm, wpPost } from '@sahaj/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-routes';
import { DEFAULT_ARTICLE_PICTURE } from '../components/article-cover';
import { ArticlePage } from './article-page';
import { ArticlesPage } from './articles-page';

const term = (id: number, name: string, slug: string): WpTerm => ({
  id,
  count: 1,
  description: '',
  link: '',
  name,
  slug,
  taxonomy: 'category',
  parent: 0,
});
const TERMS = [term(1, 'Mental Health', 'mental-health'), term(2, 'OCD', 'ocd')];
const post = (id: number, slug: string, title: string, cover: string | null): WpPost =>
  wpPost.parse({
    id,
    date: '2026-10-01T10:00:00',
    date_gmt: '2026-10-01T04:30:00',
    modified: '2026-10-01T10:00:00',
    modified_gmt: '2026-10-01T04:30:00',
    slug,
    status: 'publish',
    type: 'post',
    link: '',
    title: { rendered: title },
    content: { rendered: '<p>Body text.</p>', protected: false },
    excerpt: { rendered: '<p>Short &amp; clear.</p>\n', protected: false },
    author: 1,
    featured_media: cover ? id : 0,
    categories: [1],
    tags: [],
    readTime: 3,
    _embedded: {
      author: [{ id: 1, name: 'Sahaj Editorial Team', slug: 'sahaj', description: '', link: '' }],
      'wp:term': [[TERMS[0]!]],
      ...(cover ? { 'wp:featuredmedia': [{ id, source_url: cover, alt_text: '', media_type: 'image' }] } : {}),
    },
  });
const reply = (body: unknown) => ({ status: 200, body });

const routes = [
  { path: '/user/base/home/articles-blogs', element: <ArticlesPage /> },
  { path: '/user/base/home/articles-blogs/:slug', element: <ArticlePage /> },
];

describe('articles', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows cards with title, excerpt and read time; a category with none says so in the spec’s words', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /wp-json/wp/v2/categories': reply(TERMS),
      'GET /wp-json/wp/v2/posts': (_b, url) =>
        reply(url.searchParams.get('categories') === '2' ? [] : [post(1, 'calm', 'Calm &amp; steady', null)]),
    });
    renderRoutes(routes, '/user/base/home/articles-blogs');
    expect(await screen.findByRole('link', { name: 'Calm & steady' })).toHaveAttribute(
      'href',
      '/user/base/home/articles-blogs/calm',
    );
    expect(screen.getByText('Short & clear.')).toBeInTheDocument();
    expect(screen.getByText('3 min read')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'OCD' }));
    expect(await screen.findByText('No articles found under this category.')).toBeInTheDocument();
  });

  it('says no articles were found when a search finds none', async () => {
    fakeApi({ 'GET /wp-json/wp/v2/categories': reply(TERMS), 'GET /wp-json/wp/v2/posts': reply([]) });
    renderRoutes(routes, '/user/base/home/articles-blogs?search=zzz');
    expect(await screen.findByText('No articles found!!!')).toBeInTheDocument();
  });

  it('opens an article with You May Also Like; a broken cover falls back to the default picture', async () => {
    fakeApi({
      'GET /wp-json/wp/v2/posts': (_b, url) =>
        reply(
          url.searchParams.get('slug') === 'calm'
            ? [post(1, 'calm', 'Calm', 'https://img.example/broken.png')]
            : (url.searchParams.get('exclude') ?? '').split(',').includes('2')
              ? []
              : [post(2, 'other', 'Another read', null)],
        ),
    });
    renderRoutes(routes, '/user/base/home/articles-blogs/calm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calm' })).toBeInTheDocument();
    expect(screen.getByText('Body text.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'You May Also Like' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Another read' })).toBeInTheDocument();
    const cover = document.querySelector('img[src="https://img.example/broken.png"]') as HTMLImageElement;
    fireEvent.error(cover);
    await waitFor(() => expect(document.querySelector(`img[src="${DEFAULT_ARTICLE_PICTURE}"]`)).not.toBeNull());
  });

  it('says no article was found for an unknown slug', async () => {
    fakeApi({ 'GET /wp-json/wp/v2/posts': reply([]) });
    renderRoutes(routes, '/user/base/home/articles-blogs/nothing-here');
    expect(await screen.findByText('No article found !!!')).toBeInTheDocument();
  });
});
