import { createHash } from 'node:crypto';

/** Headers every response carries, whatever produced it. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Static files run nothing of their own. Set on them only: Remix appends its
 * response headers, so a second policy on documents would stack with theirs.
 */
export const STATIC_FILE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'self'; font-src 'self'; img-src 'self'; frame-ancestors 'none'";

/** A service worker runs under its script's policy: it must be able to fetch the site it caches. */
/** Markdown and plain-text answers: text, never a document that runs anything. */
export const TEXT_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const SERVICE_WORKER_CONTENT_SECURITY_POLICY = "default-src 'self'";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** sha256 sources for every inline script of a rendered document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const script = match[1];
    if (!script) continue;
    hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  }
  return [...hashes];
}

export interface DocumentPolicyOptions {
  scriptHashes: string[];
  /** Extra origins allowed to run scripts, load images and be fetched from (the ad network, analytics). */
  extraScriptOrigins?: string[];
  extraConnectOrigins?: string[];
  extraImageOrigins?: string[];
  /** Addresses a form may post to besides this site. */
  extraFormActions?: string[];
  /** Remix's live reload talks over a websocket in development. */
  development?: boolean;
}

/**
 * The policy for an HTML document: scripts only from this site or inline
 * scripts whose exact hash is listed, which keeps the page cacheable (no
 * per-request nonce). Styles may be inline because Emotion writes its rules
 * at run time.
 */
export function documentContentSecurityPolicy(options: DocumentPolicyOptions): string {
  const {
    scriptHashes,
    extraScriptOrigins = [],
    extraConnectOrigins = [],
    extraImageOrigins = [],
    extraFormActions = [],
    development = false,
  } = options;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // blob: runs a demo a reader edits (app/demos/editor): a blob URL can only be
    // made by a script already running on the page, and it spares the policy 'unsafe-eval'.
    'script-src': ["'self'", ...scriptHashes, 'blob:', ...extraScriptOrigins],
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: and data: fonts: the Pro charts' image export draws the chart from a
    // blob: SVG in which rasterizehtml has inlined the page's fonts as data: URLs.
    'img-src': ["'self'", 'data:', 'blob:', ...extraImageOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...extraConnectOrigins, ...(development ? ['ws:'] : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...extraFormActions],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Whether a request's If-None-Match names this ETag, so that a 304 may answer
 * it: a list of tags or `*`, compared weakly (RFC 9110 §13.1.2).
 */
export function ifNoneMatchHits(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
