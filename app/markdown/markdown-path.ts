import { BASE_PATH, isSitePath } from '~/domain/site-paths';

/**
 * Every page has a Markdown twin at its path with `.md` in place of the
 * trailing slash: `/x/react-data-grid/sorting/` → `/x/react-data-grid/sorting.md`,
 * and the landing page `/x/` → `/x.md`.
 */
export function markdownPathname(pathname: string): string {
  return `${pathname.replace(/\/$/, '')}.md`;
}

/** The page a `.md` path stands for, or null when the path is not one. */
export function pagePathnameFromMarkdown(pathname: string): string | null {
  if (!pathname.endsWith('.md')) return null;
  const base = pathname.slice(0, -'.md'.length);
  return base === BASE_PATH || isSitePath(base) ? `${base}/` : null;
}
