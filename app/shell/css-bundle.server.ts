/**
 * The CSS Modules bundle: the shell's styles and the demos' "CSS" styling,
 * about 19 kB (4 kB gzip). Inlined in the head it costs less than the
 * render-blocking request a stylesheet link would make on a first visit.
 * Read once from the build output.
 */
import fs from 'node:fs';
import { cssBundleHref } from '@remix-run/css-bundle';
import { projectPath } from '~/lib/generated-path.server';

/** Bigger than this, a cached stylesheet is the better deal. */
const MAX_INLINE_BYTES = 48 * 1024;

let cached: { css: string | null; href: string | null } | undefined;

function publicFile(href: string): string {
  return projectPath('public', ...href.split('/').filter(Boolean));
}

/** The bundle's text to inline, or its URL to link when it is large or cannot be read. */
export function cssBundle(): { css: string | null; href: string | null } {
  if (cached) return cached;
  if (!cssBundleHref) return (cached = { css: null, href: null });
  try {
    const css = fs.readFileSync(publicFile(cssBundleHref), 'utf8');
    cached = css.length <= MAX_INLINE_BYTES ? { css, href: null } : { css: null, href: cssBundleHref };
  } catch {
    cached = { css: null, href: cssBundleHref };
  }
  return cached;
}
