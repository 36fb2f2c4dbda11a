/**
 * A page's Markdown travels as the docs route's loader data and leaves as
 * the whole response: entry.server sees it and sends it as it is, instead of
 * rendering the page. That keeps `.md` URLs and `Accept: text/markdown` on
 * the page's own route, with its loader's checks, headers and 404s, in the
 * production server and in `npm run dev` alike.
 */
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

export interface MarkdownDocument {
  kind: 'markdown';
  markdown: string;
}

export function markdownDocument(markdown: string): MarkdownDocument {
  return { kind: 'markdown', markdown };
}

function isMarkdownDocument(value: unknown): value is MarkdownDocument {
  return typeof value === 'object' && value !== null && (value as MarkdownDocument).kind === 'markdown' && typeof (value as MarkdownDocument).markdown === 'string';
}

/** The Markdown a route's loader returned for this request, if any did. */
export function findMarkdownDocument(loaderData: Record<string, unknown> | null | undefined): string | null {
  for (const value of Object.values(loaderData ?? {})) if (isMarkdownDocument(value)) return value.markdown;
  return null;
}

/** What a `.md` URL that names no page answers: Markdown too, pointing at the index. */
export const MARKDOWN_NOT_FOUND = '# Page not found\n\nNo page has this address. The list of pages, with their Markdown URLs, is at /llms.txt.\n';
