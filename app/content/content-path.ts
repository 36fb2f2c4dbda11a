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

/** The full-screen address of a page's demo: `/x/<page>/demos/<DemoName>/`. */
export function demoPathname(pageKey: string, demoName: string): string {
  return `${pathnameFromPageKey(pageKey)}demos/${demoName}/`;
}

/** A demo's runnable project, as a zip to download or as JSON (what the toolbar posts to StackBlitz). */
export type DemoProjectFormat = 'zip' | 'json';

export function demoProjectPathname(pageKey: string, demoName: string, format: DemoProjectFormat): string {
  return `${demoPathname(pageKey, demoName)}project.${format}`;
}

const DEMO_PROJECT_FILE = /project\.(zip|json)$/;

/** One file of a demo's project, as text: a data file too large to be part of the page (see DEFERRED_FILE_CHARACTERS). */
export function demoFilePathname(pageKey: string, demoName: string, fileName: string): string {
  return `${demoPathname(pageKey, demoName)}files/${fileName}`;
}

/** A file beside a demo: word characters, hyphens and dots in each segment, never a segment of dots alone. */
const DEMO_FILE = /files\/((?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*)$/;

/** The page key, demo name and file name of a demo file's address, or null for any other path. */
export function resolveDemoFilePath(pathname: string): { key: string; demo: string; file: string } | null {
  const match = DEMO_FILE.exec(pathname);
  const demoPath = match ? resolveDemoPath(pathname.slice(0, match.index)) : null;
  return match && demoPath ? { ...demoPath, file: match[1]! } : null;
}

/** The page key, demo name and format of a project address, or null for any other path. */
export function resolveDemoProjectPath(pathname: string): { key: string; demo: string; format: DemoProjectFormat } | null {
  const file = DEMO_PROJECT_FILE.exec(pathname);
  const demoPath = file ? resolveDemoPath(pathname.slice(0, file.index)) : null;
  return file && demoPath ? { ...demoPath, format: file[1] as DemoProjectFormat } : null;
}

const DEMO_PATH = /^\/x\/((?:[a-z0-9]+(?:-[a-z0-9]+)*\/)*)demos\/([A-Z][A-Za-z0-9]*)\/$/;

/** The page key and demo name of a full-screen demo address, or null for any other path. */
export function resolveDemoPath(pathname: string): { key: string; demo: string } | null {
  if (pathname.length > MAX_DOCS_PATH_LENGTH) return null;
  const match = DEMO_PATH.exec(pathname);
  if (!match) return null;
  const [, pagePath = '', demo = ''] = match;
  return { key: pagePath.replace(/\/$/, ''), demo };
}
