import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AppBannerSlot } from './mobile-app-banner';

/** Shown while a page loaded on demand arrives: a calm spinner, never a blank page. */
export function PageLoading() {
  return (
    <Center mih="60vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
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
