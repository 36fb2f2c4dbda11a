/**
 * What a page's response depends on besides its path, decided once per
 * request: the representation the Accept header asks for (HTML or Markdown)
 * and the reader's preference cookies. Each cookie is validated by its own
 * parser, so a forged value reads as the default. The render cache keys on
 * this, the loaders and the document renderer render from it, and
 * deploy/nginx.conf mirrors it (tests/unit/nginx-config.test.ts checks that).
 */
import { preferredRepresentation, type Representation } from '~/markdown/negotiation';
import {
  COLOR_MODE_STORAGE_KEY,
  DEFAULT_COLOR_MODE,
  DENSE_STORAGE_KEY,
  DIRECTION_STORAGE_KEY,
  parseColorMode,
  parseDirection,
  type ColorMode,
  type Direction,
} from '~/shell/theme/theme-state';
import type { CodeStyling, CodeVariant } from '~/content/manifest';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  parseCodeStyling,
  parseCodeVariant,
  readCookie,
} from './code-preferences';

export interface PagePreferences {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  colorMode: ColorMode;
  direction: Direction;
  dense: boolean;
}

export function parseDense(value: unknown): boolean | null {
  return value === 'true' ? true : value === 'false' ? false : null;
}

interface PageCookie<K extends keyof PagePreferences> {
  name: string;
  preference: K;
  parse: (value: unknown) => PagePreferences[K] | null;
  fallback: PagePreferences[K];
}

const cookie = <K extends keyof PagePreferences>(entry: PageCookie<K>) => entry;

/** The cookies a page depends on, in the order of the canonical Cookie header. */
export const PAGE_COOKIES = [
  cookie({ name: CODE_VARIANT_COOKIE, preference: 'codeVariant', parse: parseCodeVariant, fallback: DEFAULT_CODE_VARIANT }),
  cookie({ name: CODE_STYLING_COOKIE, preference: 'codeStyling', parse: parseCodeStyling, fallback: DEFAULT_CODE_STYLING }),
  cookie({ name: COLOR_MODE_STORAGE_KEY, preference: 'colorMode', parse: parseColorMode, fallback: DEFAULT_COLOR_MODE }),
  cookie({ name: DIRECTION_STORAGE_KEY, preference: 'direction', parse: parseDirection, fallback: 'ltr' }),
  cookie({ name: DENSE_STORAGE_KEY, preference: 'dense', parse: parseDense, fallback: false }),
] as const;

export function pagePreferencesFromCookies(header: string | null | undefined): PagePreferences {
  const preferences: Record<string, unknown> = {};
  for (const { name, preference, parse, fallback } of PAGE_COOKIES) preferences[preference] = parse(readCookie(header, name)) ?? fallback;
  return preferences as unknown as PagePreferences;
}

/** The Cookie header that stands for these preferences and nothing else. */
export function canonicalCookieHeader(preferences: PagePreferences): string {
  return PAGE_COOKIES.map(({ name, preference }) => `${name}=${String(preferences[preference])}`).join('; ');
}

export interface PageVariant extends PagePreferences {
  representation: Representation;
}

export function pageVariantOf(accept: string | null | undefined, cookieHeader: string | null | undefined): PageVariant {
  return { representation: preferredRepresentation(accept), ...pagePreferencesFromCookies(cookieHeader) };
}

/** An Accept header whose representation is the given one, for a render that must see nothing else. */
export const CANONICAL_ACCEPT: Record<Representation, string> = { html: 'text/html', markdown: 'text/markdown' };

/** The request headers a page is rendered from: the variant's values and nothing else. */
export function canonicalRequestHeaders(variant: PageVariant): Headers {
  return new Headers({ Accept: CANONICAL_ACCEPT[variant.representation], Cookie: canonicalCookieHeader(variant) });
}

/** One string per distinct variant. */
export function pageVariantKey(variant: PageVariant): string {
  return [variant.representation, ...PAGE_COOKIES.map(({ preference }) => String(variant[preference]))].join(' ');
}

declare module '@remix-run/node' {
  /** What the server hands every loader and the document renderer (server/page-variant.ts). */
  interface AppLoadContext {
    pageVariant: PageVariant;
    /** Demo code a loader moved out of the page data for the document render (app/demos/document-code.tsx); null for a data request. */
    documentCode: Map<string, string> | null;
  }
}
