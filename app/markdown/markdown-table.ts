/** Markdown tables of API data, as the `.md` pages and the content build write them. */
import { htmlToMarkdown } from './html-to-markdown';

export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((cell) => cell || ' ').join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Inline code that survives a table cell: one line, pipes escaped, backticks fenced. */
export function inlineCode(text: string | undefined): string {
  return codeSpan(text?.replace(/\|/g, '\\|'));
}

/** Inline code outside a table, where `\|` would print its backslash. */
export function codeSpan(text: string | undefined): string {
  if (!text) return '';
  const inline = text.replace(/\s*\n\s*/g, ' ');
  return inline.includes('`') ? `\`\` ${inline} \`\`` : `\`${inline}\``;
}

/** A description's HTML as one line of Markdown. */
export function markdownCell(html: string): string {
  return htmlToMarkdown(html, { inline: true });
}

/** A description cell led by its deprecation note, when it has one. */
export function describedCell(descriptionHtml: string, deprecatedHtml?: string): string {
  return (deprecatedHtml ? `**Deprecated:** ${markdownCell(deprecatedHtml)} ` : '') + markdownCell(descriptionHtml);
}
