import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const OutboxPage = lazy(() => import('./pages/outbox-page').then((m) => ({ default: m.OutboxPage })));

/** Development-only pages (the server answers 404 for their API in production). */
export const devRoutes: RouteObject[] = [{ path: '/dev/outbox', element: <OutboxPage /> }];
