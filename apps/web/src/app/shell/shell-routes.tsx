import type { RouteObject } from 'react-router';
import { ComingSoonPage } from './coming-soon-page';
import { MENUS, SETTINGS_PATH } from './menu';

const TITLES: Record<string, string> = { [SETTINGS_PATH]: 'Settings' };
for (const items of Object.values(MENUS)) for (const item of items) TITLES[item.path] ??= item.label;
// The provider's 'appointments' and 'messages' share paths with the patient's; one page serves both.
TITLES.appointments = 'Appointments';
TITLES.messages = 'Messages';

/**
 * "Coming soon" pages for every menu target no feature has registered yet. A target drops out as
 * soon as a feature adds a route at (or under) its path in `shellChildren`.
 */
export function comingSoonRoutes(existing: RouteObject[]): RouteObject[] {
  const taken = existing.map((r) => (r.path ?? '').replace(/^\/+/, ''));
  const covered = (p: string) => taken.some((t) => t === p || t.startsWith(`${p}/`));
  return Object.entries(TITLES)
    .map(([path, title]) => ({ path: `home/${path}`, title }))
    .filter(({ path }) => !covered(path))
    .map(({ path, title }) => ({ path, element: <ComingSoonPage title={title} /> }));
}
