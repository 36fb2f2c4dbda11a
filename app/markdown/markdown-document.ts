/** The content type of every Markdown answer. */
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

/** What a `.md` URL that names no page answers: Markdown too, pointing at the index. */
export const MARKDOWN_NOT_FOUND =
  '# Page not found\n\nNo page has this address. The list of pages, with their Markdown URLs, is at /llms.txt.\n';
