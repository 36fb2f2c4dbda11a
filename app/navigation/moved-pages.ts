/**
 * Pages of the reference docs that this site folds into another page: the
 * guides for upgrades to v6 and earlier, which live on the archived sites of
 * those versions (content/migration/migration-v6-and-earlier). A reader who
 * follows an old link to one of them lands on the section that links to it,
 * instead of a 404.
 */
const FOLDED_MIGRATION_PAGE = '/x/migration/migration-v6-and-earlier/';

export const MOVED_PAGES: Readonly<Record<string, string>> = {
  '/x/migration/migration-data-grid-v5/': `${FOLDED_MIGRATION_PAGE}#v6-documentation`,
  '/x/migration/migration-pickers-v5/': `${FOLDED_MIGRATION_PAGE}#v6-documentation`,
  '/x/migration/migration-tree-view-lab/': `${FOLDED_MIGRATION_PAGE}#v7-documentation`,
  '/x/migration/migration-pickers-lab/': `${FOLDED_MIGRATION_PAGE}#v7-documentation`,
  '/x/migration/migration-data-grid-v4/': `${FOLDED_MIGRATION_PAGE}#v5-documentation`,
};

/** Where a page that moved now is (a pathname with its section's anchor), or null. Takes the canonical pathname. */
export function movedPageLocation(pathname: string): string | null {
  return Object.hasOwn(MOVED_PAGES, pathname) ? MOVED_PAGES[pathname]! : null;
}
