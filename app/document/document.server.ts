/**
 * From Remix's markup to the HTML the server sends: each step a named rewrite
 * of the markup, applied in order. A rewrite that finds nothing to rewrite
 * (say, Remix changed the markup it matches after an upgrade) is reported,
 * never skipped in silence: entry.server logs it in production, and
 * app/document/document.server.test.ts renders real pages and fails on it.
 */
import { startAfterFirstPaint } from './deferred-boot.server';
import { insertCriticalStyles } from '~/shell/emotion/CriticalStyles';

export interface DocumentRewrite {
  name: string;
  /** The rewritten HTML, or null when the HTML has nothing this rewrite applies to. */
  apply: (html: string) => string | null;
}

export interface FinishedDocument {
  html: string;
  /** The rewrites that found nothing to rewrite. */
  unapplied: string[];
}

export function applyRewrites(markup: string, rewrites: readonly DocumentRewrite[]): FinishedDocument {
  let html = markup;
  const unapplied: string[] = [];
  for (const rewrite of rewrites) {
    const next = rewrite.apply(html);
    if (next === null) unapplied.push(rewrite.name);
    else html = next;
  }
  return { html: `<!DOCTYPE html>${html}`, unapplied };
}

/** The page's rewrites: its critical CSS into the head, then its code deferred to after the first paint. */
export function documentRewrites(styles: { cssBundle: string | null; emotionStyles: string }): DocumentRewrite[] {
  return [
    { name: 'critical styles', apply: (html) => insertCriticalStyles(html, styles) },
    { name: 'start after first paint', apply: startAfterFirstPaint },
  ];
}

let reported = false;

/** Once per process: a broken rewrite breaks every page the same way, and one line says so. */
export function reportUnappliedRewrites(unapplied: string[], pathname: string): void {
  if (unapplied.length === 0 || reported) return;
  reported = true;
  console.error(`Document rewrites that matched nothing on ${pathname}: ${unapplied.join(', ')}. The page still renders, without them.`);
}
