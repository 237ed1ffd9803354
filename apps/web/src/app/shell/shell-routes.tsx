import type { RouteObject } from 'react-router';
import { ComingSoonPage } from './coming-soon-page';
import { MENUS, SETTINGS_PATH } from './menu';

const TITLES: Record<string, string> = { [SETTINGS_PATH]: 'Settings' };
for (const items of Object.values(MENUS)) for (const item of items) TITLES[item.path] ??= item.label;
// The provider's 'appointments' and 'messages' share paths with the patient's; one page serves both.
TITLES.appointments = 'Appointments';
TITLES.messages = 'Messages';

/** 'therapists/:id?/:action?' serves 'therapists'; 'profile/privacy-policy' does not serve 'profile'. */
const DYNAMIC_SEGMENT = /^(:[^/]+\??|\*)$/;

/**
 * "Coming soon" pages for every menu target no feature has registered yet. A target drops out as
 * soon as a feature adds a route at its path, or at its path followed only by parameters (which
 * match the bare path too); a page under it (corporate/profile/privacy-policy) leaves it in place.
 */
export function comingSoonRoutes(existing: RouteObject[]): RouteObject[] {
  const taken = existing.map((r) => (r.path ?? '').replace(/^\/+/, ''));
  const covered = (p: string) =>
    taken.some(
      (t) =>
        t === p ||
        (t.startsWith(`${p}/`) &&
          t
            .slice(p.length + 1)
            .split('/')
            .every((s) => DYNAMIC_SEGMENT.test(s))),
    );
  return Object.entries(TITLES)
    .map(([path, title]) => ({ path: `home/${path}`, title }))
    .filter(({ path }) => !covered(path))
    .map(({ path, title }) => ({ path, element: <ComingSoonPage title={title} /> }));
}
