/**
 * Shape of the navigation tree and the rules it must obey. The tree itself
 * lives in `pages.ts`; this module only knows how to read and check it.
 */
export type { Plan } from '~/domain/plans';
import type { Plan } from '~/domain/plans';

export interface PageEntry {
  /** For a leaf: the page's URL (canonical, with trailing slash). For a group: a stable id. */
  pathname: string;
  /** Shown in the navigation; leaves fall back to the page's frontmatter title. */
  title?: string;
  /** A group: its children are shown nested, opened and closed by the reader. */
  children?: PageEntry[];
  /** A group shown as a section heading rather than a collapsible item. */
  subheader?: string;
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
}

/** API tab pages are reached from several feature pages, so they may repeat. */
const API_TAB_SUFFIX = /\/(components-api|hooks-api)\/?$/;

export function isApiTabPathname(pathname: string): boolean {
  return API_TAB_SUFFIX.test(pathname);
}

/** What the tree functions need of an entry: the page tree's entries and the drawer's items both qualify. */
interface TreeNode<T> {
  pathname: string;
  children?: readonly T[];
}

export function isGroup<T extends TreeNode<T>>(entry: T): boolean {
  return entry.children !== undefined;
}

/** Every entry, depth first, in reading order. */
export function* walkEntries<T extends TreeNode<T>>(entries: readonly T[]): Generator<T> {
  for (const entry of entries) {
    yield entry;
    if (entry.children) yield* walkEntries(entry.children);
  }
}

/** The pages a reader can open, in the order the navigation shows them. */
export function leafPages<T extends TreeNode<T>>(entries: readonly T[]): T[] {
  return [...walkEntries(entries)].filter((entry) => !isGroup(entry));
}

export class DuplicatePathnameError extends Error {
  constructor(readonly pathname: string) {
    super(`Duplicate pathname in the page tree: "${pathname}"`);
    this.name = 'DuplicatePathnameError';
  }
}

/** Throws on the first pathname that appears twice, API tab pages excepted. */
export function assertUniquePathnames(entries: readonly PageEntry[]): void {
  const seen = new Set<string>();
  for (const { pathname } of walkEntries(entries)) {
    if (isApiTabPathname(pathname)) continue;
    if (seen.has(pathname)) throw new DuplicatePathnameError(pathname);
    seen.add(pathname);
  }
}

/** The leaf before and after `pathname` in reading order, for the page footer. */
export function findNeighbours<T extends TreeNode<T>>(entries: readonly T[], pathname: string): { previous: T | null; next: T | null } {
  const leaves = leafPages(entries);
  const index = leaves.findIndex((entry) => entry.pathname === pathname);
  if (index === -1) return { previous: null, next: null };
  return { previous: leaves[index - 1] ?? null, next: leaves[index + 1] ?? null };
}

/** The entries from the top of the tree down to `pathname`, itself last; empty when it is not in the tree. */
export function findTrail<T extends TreeNode<T>>(entries: readonly T[], pathname: string): T[] {
  for (const entry of entries) {
    if (entry.pathname === pathname) return [entry];
    if (entry.children) {
      const below = findTrail(entry.children, pathname);
      if (below.length > 0) return [entry, ...below];
    }
  }
  return [];
}
