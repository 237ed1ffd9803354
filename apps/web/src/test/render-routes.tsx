import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { routerFlushSync } from '../app/router-flush-sync';

/**
 * Renders `routes` inside the app's providers, starting at `at` (a memory router), the way a screen
 * meets a person: real routing, real query client. Returns the router, so a test can read where a
 * click led.
 */
export function renderRoutes(routes: RouteObject[], at: string) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  render(
    <Providers>
      <RouterProvider router={router} flushSync={routerFlushSync} />
    </Providers>,
  );
  return router;
}
