/**
 * Language handling. The docs are written in English only; the helper still
 * exists so that links and analytics speak one vocabulary should a
 * translation ever be added.
 */
export const LANGUAGES = ['en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Blog posts and the size snapshot are never translated. */
const LANGUAGE_FREE_PREFIXES = ['/blog/', '/size-snapshot'];

export function isLanguageFree(pathname: string): boolean {
  return LANGUAGE_FREE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The language a path is written in; null for paths outside language handling. */
export function getLanguageFromPath(pathname: string): Language | null {
  if (isLanguageFree(pathname)) return null;
  const first = pathname.split('/').filter(Boolean)[0];
  return (LANGUAGES as readonly string[]).includes(first ?? '') ? (first as Language) : DEFAULT_LANGUAGE;
}

/** The path without any language prefix; language-free paths come back unchanged. */
export function pathnameToLanguage(pathname: string): { language: Language | null; canonicalPathname: string } {
  const language = getLanguageFromPath(pathname);
  if (language === null) return { language, canonicalPathname: pathname };
  const prefix = `/${language}/`;
  const canonicalPathname = pathname.startsWith(prefix) ? pathname.slice(prefix.length - 1) : pathname;
  return { language, canonicalPathname };
}
