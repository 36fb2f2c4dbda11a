/**
 * Maps a request path to a page key without touching the file system: only
 * lower-case words joined by hyphens pass, so encoded slashes, dots, NUL
 * bytes, backslashes and doubled slashes can never name anything.
 */
export type PathResolution = { kind: 'page'; key: string } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

/** Longer than any page the site has; anything beyond is not worth parsing. */
export const MAX_DOCS_PATH_LENGTH = 512;

const CANONICAL_DOCS_PATH = /^\/x\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)*$/;

export function resolveDocsPath(pathname: string): PathResolution {
  if (pathname.length > MAX_DOCS_PATH_LENGTH) return { kind: 'not-found' };
  if (CANONICAL_DOCS_PATH.test(pathname)) return { kind: 'page', key: pathname.slice('/x/'.length, -1) };
  // The trailing slash is canonical; the bare form redirects to it.
  if (CANONICAL_DOCS_PATH.test(`${pathname}/`)) return { kind: 'redirect', location: `${pathname}/` };
  return { kind: 'not-found' };
}

export function pathnameFromPageKey(key: string): string {
  return key === '' ? '/x/' : `/x/${key}/`;
}
