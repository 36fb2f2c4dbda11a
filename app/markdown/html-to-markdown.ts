/**
 * The API reference keeps its JSDoc descriptions as HTML (rendered from the
 * JSDoc's Markdown by the generator). Markdown readers and the search index
 * need them back as Markdown or plain text. The generator emits a small,
 * known set of tags; anything else that looks like a tag is a generic type
 * written in prose (`Array<any>`) and stays as text.
 */
const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': ' ',
  '&amp;': '&',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(?:quot|#39|apos|lt|gt|nbsp|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * Entities decoded; but in prose, a `<` that would open an HTML tag (`&lt;SimpleTreeView /&gt;`)
 * is escaped, or a Markdown renderer takes it for markup and shows nothing.
 */
function decodeOutsideCode(markdown: string): string {
  return markdown
    .split(/(`+[^`]*`+)/)
    .map((part, index) => (index % 2 === 1 ? decodeEntities(part) : decodeEntities(part.replace(/&lt;(?=[A-Za-z/!?])/g, '\\<'))))
    .join('');
}

/** Marks where a link's text ends until its target is known; never present in the input. */
const LINK_END = '\u0000';

const KNOWN_TAG = /<\/?(?:p|code|strong|b|em|i|ul|ol|li|a|br|pre|span)(?:\s[^<>]*)?\/?>/gi;

/** Markdown of one description, on a single line when `inline` (table cells). */
export function htmlToMarkdown(html: string, { inline = false } = {}): string {
  html = html.replaceAll(LINK_END, '');
  let listDepth = 0;
  const markdown = html.replace(KNOWN_TAG, (tag) => {
    const closing = tag.startsWith('</');
    const name = (/^<\/?([a-z]+)/i.exec(tag)?.[1] ?? '').toLowerCase();
    switch (name) {
      case 'code':
        return '`';
      case 'strong':
      case 'b':
        return '**';
      case 'em':
      case 'i':
        return '_';
      case 'a':
        return closing ? LINK_END : '[';
      case 'p':
        return closing ? '\n\n' : '';
      case 'br':
        return '\n';
      case 'ul':
      case 'ol':
        listDepth += closing ? -1 : 1;
        return '\n';
      case 'li':
        return closing ? '\n' : `${'  '.repeat(Math.max(0, listDepth - 1))}- `;
      default:
        return '';
    }
  });
  // Each link's target goes right after its text: `[text](href)`.
  const hrefs = [...html.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>/gi)].map((match) => decodeEntities(match[1] ?? ''));
  let linkIndex = 0;
  const linked = markdown.replaceAll(LINK_END, () => `](${hrefs[linkIndex++] ?? ''})`);
  const text = decodeOutsideCode(linked)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return inline ? text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|') : text;
}

/** Plain text, for the search index and meta descriptions. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(KNOWN_TAG, ' ')).replace(/\s+/g, ' ').trim();
}
