import { flushSync } from 'react-dom';

/**
 * What RouterProvider commits a navigation with when a screen asks for `flushSync: true` (the
 * therapist list's filters do): without it React Router only warns and renders in a transition.
 * (react-router/dom's RouterProvider passes the same, but under Vitest its provider and the hooks
 * the app imports from react-router shared no router context.) A module of its own, so the tests'
 * renderRoutes does not load the app's route table for it.
 */
export const routerFlushSync = (fn: () => unknown): undefined => {
  flushSync(fn);
  return undefined;
};
