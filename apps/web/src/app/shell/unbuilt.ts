import { shellChildren } from './shell-children';
import { comingSoonRoutes } from './shell-routes';

/**
 * Menu targets (paths under /user/base/home) that no feature has built yet: what the shell serves
 * as "coming soon". Read from the route table itself, so a target leaves the set the day its page lands.
 */
export const UNBUILT_PATHS: ReadonlySet<string> = new Set(
  comingSoonRoutes(shellChildren).map((r) => (r.path ?? '').replace(/^home\//, '')),
);

export const isUnbuilt = (menuPath: string) => UNBUILT_PATHS.has(menuPath);
