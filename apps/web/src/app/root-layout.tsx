import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppBannerSlot } from './mobile-app-banner';

/** Shown while a page loaded on demand arrives: a calm spinner, never a blank page. */
export function PageLoading() {
  return (
    <Center mih="60vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}

/** Wraps every page: the mobile app banner sits above whatever the route shows. */
export function RootLayout() {
  return (
    <AppBannerSlot>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </AppBannerSlot>
  );
}
