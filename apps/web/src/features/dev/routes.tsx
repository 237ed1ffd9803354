import type { RouteObject } from 'react-router';
import { OutboxPage } from './pages/outbox-page';

/** Development-only pages (the server answers 404 for their API in production). */
export const devRoutes: RouteObject[] = [{ path: '/dev/outbox', element: <OutboxPage /> }];
