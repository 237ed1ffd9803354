import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AppBannerSlot } from './mobile-app-banner';

/** Shown while a page loaded on demand arrives inside a layout's own main: a calm spinner, never a blank page. */
export function ContentLoading() {
  return (
    <Center mih="60vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}

/**
 * The same spinner before any layout is on screen (the first load of an address, a whole layout's
 * code arriving): it is the page's main content meanwhile, so the screen keeps its one main landmark
 * (on a slow phone this can last seconds; axe caught a dashboard without one in a loaded CI run).
 */
export function PageLoading() {
  return (
    <main>
      <ContentLoading />
    </main>
  );
}

/**
 * Wraps every page: the mobile app banner sits above whatever the route shows. A new page opens
 * at its top and Back returns to where the person was (React Router's ScrollRestoration), instead
 * of keeping the previous page's scroll position (issue 20 #11).
 */
export function RootLayout() {
  return (
    <AppBannerSlot>
      <ScrollRestoration />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </AppBannerSlot>
  );
}
