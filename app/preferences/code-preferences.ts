/**
 * The reader's code preferences: which language variant (TS or JS) and which
 * styling (system, css or tailwind) demos show. They come from the URL hash
 * or a cookie; anything unrecognised falls back to the default, so a forged
 * value never reaches the page.
 */
import { CODE_STYLINGS, CODE_VARIANTS, type CodeStyling, type CodeVariant } from '~/content/manifest';
import { demoFileExtension } from '~/domain/demos';

export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';
export const DEFAULT_CODE_STYLING: CodeStyling = 'system';

export interface CodePreferences {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
}

export function parseCodeVariant(value: unknown): CodeVariant | null {
  return (CODE_VARIANTS as readonly unknown[]).includes(value) ? (value as CodeVariant) : null;
}

export function parseCodeStyling(value: unknown): CodeStyling | null {
  return (CODE_STYLINGS as readonly unknown[]).includes(value) ? (value as CodeStyling) : null;
}

/**
 * The value of the first cookie of that exact name in a Cookie header, as sent, or null.
 * Not percent-decoded: this site writes only plain tokens, and the edge cache
 * (deploy/nginx.conf) and the head script read the value as sent, so a page
 * must not depend on a decoding they cannot do (`codeVariant=%4A%53`).
 */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    return part.slice(separator + 1).trim();
  }
  return null;
}

export function codePreferencesFromCookies(header: string | null | undefined): CodePreferences {
  return {
    codeVariant: parseCodeVariant(readCookie(header, CODE_VARIANT_COOKIE)) ?? DEFAULT_CODE_VARIANT,
    codeStyling: parseCodeStyling(readCookie(header, CODE_STYLING_COOKIE)) ?? DEFAULT_CODE_STYLING,
  };
}

/**
 * What a URL hash asks for: `#css-BasicGrid.js` selects JS and the css styling.
 * A hash ending in .js or .tsx picks the variant; one containing tailwind-,
 * css- or system- picks the styling.
 */
export function codePreferencesFromHash(hash: string): Partial<CodePreferences> {
  const value = hash.replace(/^#/, '');
  const result: Partial<CodePreferences> = {};
  if (value.endsWith('.js')) result.codeVariant = 'JS';
  else if (value.endsWith('.tsx')) result.codeVariant = 'TS';
  const styling = CODE_STYLINGS.find((candidate) => value.includes(`${candidate}-`));
  if (styling) result.codeStyling = styling;
  return result;
}

/** The anchor of a demo's code for a given styling and variant, as used in links. */
export function demoCodeHash(demoName: string, styling: CodeStyling, variant: CodeVariant): string {
  return `${styling}-${demoName}.${demoFileExtension(variant)}`;
}
