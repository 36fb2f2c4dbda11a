/**
 * The last pages a reader opened from search, kept in this browser only and
 * offered when the dialog opens empty. Anything unreadable in storage is
 * ignored: the list is a convenience, never a reason to fail.
 */
export const RECENT_SEARCHES_STORAGE_KEY = 'mui-docs-recent-searches';
const MAX_RECENT = 5;

export interface RecentSearch {
  url: string;
  title: string;
  heading: string;
}

function isRecentSearch(value: unknown): value is RecentSearch {
  const entry = value as RecentSearch;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.url === 'string' &&
    entry.url.startsWith('/x/') &&
    typeof entry.title === 'string' &&
    typeof entry.heading === 'string'
  );
}

export function readRecentSearches(storage: Storage | undefined = globalThis.localStorage): RecentSearch[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentSearch).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function rememberSearch(entry: RecentSearch, storage: Storage | undefined = globalThis.localStorage): RecentSearch[] {
  const next = [entry, ...readRecentSearches(storage).filter((recent) => recent.url !== entry.url)].slice(0, MAX_RECENT);
  try {
    storage?.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or denied: the list just is not kept.
  }
  return next;
}

export function forgetRecentSearches(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(RECENT_SEARCHES_STORAGE_KEY);
  } catch {
    // Nothing to do.
  }
}
