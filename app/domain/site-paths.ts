/** Everything the site serves lives under one base path. */
export const BASE_PATH = '/x';

/** The landing page: `/x/`. */
export const SITE_ROOT = `${BASE_PATH}/`;

/** Whether a path is on this site (`/x/…`). */
export function isSitePath(pathname: string): boolean {
  return pathname === SITE_ROOT || pathname.startsWith(SITE_ROOT);
}

/** A page's URL from its key, the folder below content/: `react-data-grid/sorting` → `/x/react-data-grid/sorting/`. */
export function pagePathname(key: string): string {
  return key === '' ? SITE_ROOT : `${SITE_ROOT}${key}/`;
}

/** A path on the site from its segments: `sitePath('api', 'charts')` → `/x/api/charts`. */
export function sitePath(...segments: string[]): string {
  return [BASE_PATH, ...segments].join('/');
}
