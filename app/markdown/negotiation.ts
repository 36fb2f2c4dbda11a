/**
 * Which representation of a docs page a request asks for. A page is served as
 * Markdown when the request names `text/markdown` with a quality at least as
 * high as the best it gives HTML (explicitly, or through `text/*` / `*\/*`
 * when HTML is not named); everything else, including a missing or malformed
 * header, gets HTML.
 *
 * This decision is part of a page's cache key (the server's render cache and
 * deploy/nginx.conf), so it lives in one place.
 */
export type Representation = 'html' | 'markdown';

/** Longer Accept headers are not worth parsing: treat them as a browser's. */
const MAX_ACCEPT_LENGTH = 1024;

function parseQuality(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=').map((part) => part.trim());
    if (name?.toLowerCase() !== 'q' || value === undefined) continue;
    const quality = Number(value);
    return Number.isFinite(quality) && quality >= 0 && quality <= 1 ? quality : 0;
  }
  return 1;
}

export function preferredRepresentation(accept: string | null | undefined): Representation {
  if (!accept || accept.length > MAX_ACCEPT_LENGTH) return 'html';
  let markdown = -1;
  let html = -1;
  let anyText = -1;
  for (const range of accept.split(',')) {
    const [type = '', ...parameters] = range.split(';');
    const mediaType = type.trim().toLowerCase();
    const quality = parseQuality(parameters);
    if (mediaType === 'text/markdown' || mediaType === 'text/x-markdown') markdown = Math.max(markdown, quality);
    else if (mediaType === 'text/html' || mediaType === 'application/xhtml+xml') html = Math.max(html, quality);
    else if (mediaType === 'text/*' || mediaType === '*/*') anyText = Math.max(anyText, quality);
  }
  const htmlQuality = html >= 0 ? html : anyText;
  return markdown > 0 && markdown >= htmlQuality ? 'markdown' : 'html';
}
