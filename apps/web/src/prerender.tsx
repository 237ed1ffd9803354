/**
 * Build-time rendering of the first screens (apps/web/build/prerender.ts runs this in Node after
 * `vite build`): the sign-up and login pages' HTML goes into their own copy of index.html, so a
 * phone paints the form as soon as the HTML and the stylesheet arrive, before any JavaScript.
 * main.tsx then renders the same page over it once the page's code is there.
 *
 * Nothing here reaches the browser bundle. The pages read the browser's storage in their first
 * render (saved sign-up data, the banner's "closed" flag): on the build machine both are empty,
 * which is what a first visit sees.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/router';

/** The addresses written as HTML at build time (spec document 1 §2: the first screens). */
export const PRERENDERED_PATHS = [
  '/user/patient/signup',
  '/user/patient/login',
  '/user/doctor/signup',
  '/user/doctor/login',
] as const;

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

/** The markup of `url`'s page as a first visit sees it (nothing stored, nothing loaded yet). */
export async function renderPage(url: string): Promise<string> {
  const g = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
  g.localStorage ??= memoryStorage();
  g.sessionStorage ??= memoryStorage();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${url} answers ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${url} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}
