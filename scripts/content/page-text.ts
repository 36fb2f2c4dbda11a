/**
 * What the content build derives from a page's MDX besides its compiled
 * module: the page as Markdown (for `.md` URLs and llms-full.txt), its text
 * split at headings (for the search index) and a one-line summary (the meta
 * description when the frontmatter has none).
 *
 * The Markdown is cut from the author's own source, using the parser's
 * positions, so prose keeps its formatting exactly; only the JSX components
 * are replaced by plain Markdown. Demos stay placeholders, filled at request
 * time in the reader's code variant.
 */
import type { MarkdownSegment, SearchSection, TocEntry } from '../../app/content/manifest';
import { versions } from '../../app/versions/versions';
import { localeCoverage } from '../../app/.generated/locale-coverage';
import { isLocaleFamily } from '../../app/content/locale-coverage';
import { INSTALL_VERB, PACKAGE_MANAGERS } from '../../app/content/package-manager';
import { isApiReferenceElement, type ApiReferenceSlice } from '../../app/api-docs/grid-api-reference';
import { apiReferenceMarkdown } from '../../app/markdown/api-reference-markdown';

/** The mdast fields this module reads. */
export interface MdastNode {
  type: string;
  name?: string | null;
  depth?: number;
  value?: string;
  lang?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdastNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
}

export interface PageText {
  markdown: MarkdownSegment[];
  sections: SearchSection[];
  summary: string;
}

const SUMMARY_MAX_LENGTH = 200;
const CALLOUT_LABEL: Record<string, string> = { info: 'Note', warning: 'Warning', success: 'Tip', error: 'Important' };
/** Identifiers worth finding in code blocks: camelCase or PascalCase words, like `sortModel` or `GridColDef`. */
const CODE_IDENTIFIER = /\b[A-Za-z][a-z0-9]*[A-Z][A-Za-z0-9]*\b/g;

function attribute(node: MdastNode, name: string): string | undefined {
  const found = node.attributes?.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

function isJsx(node: MdastNode): boolean {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function isComponent(node: MdastNode): boolean {
  return isJsx(node) && /^[A-Z]/.test(node.name ?? '');
}

/** Nodes that are not content: frontmatter, imports and exports, `{expressions}` (comments, mostly). */
function isSkipped(node: MdastNode): boolean {
  return ['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression'].includes(node.type);
}

export function plainText(node: MdastNode): string {
  if (isSkipped(node)) return '';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'code') return '';
  if (isJsx(node) && node.name === 'PlanBadge') return '';
  const inner = (node.children ?? []).map(plainText).join('');
  // Blocks end with a space, so that neighbouring paragraphs and list items do not run together.
  return ['paragraph', 'heading', 'listItem', 'tableCell'].includes(node.type) ? `${inner} ` : inner;
}

class MarkdownWriter {
  readonly segments: MarkdownSegment[] = [];
  constructor(private readonly source: string) {}

  write(text: string) {
    const last = this.segments.at(-1);
    if (typeof last === 'string') this.segments[this.segments.length - 1] = last + text;
    else this.segments.push(text);
  }

  demo(name: string) {
    this.segments.push({ demo: name });
  }

  /** Blocks separated by blank lines; each keeps its source text except for the components inside it. */
  blocks(nodes: MdastNode[], linePrefix = '') {
    let first = true;
    for (const node of nodes) {
      if (isSkipped(node)) continue;
      if (!first) this.write(linePrefix ? `\n${linePrefix.trimEnd()}\n${linePrefix}` : '\n\n');
      first = false;
      this.block(node, linePrefix);
    }
  }

  private block(node: MdastNode, linePrefix: string) {
    if (node.type === 'mdxJsxFlowElement' && isComponent(node)) return this.component(node, linePrefix);
    this.source_(node, linePrefix);
  }

  private component(node: MdastNode, linePrefix: string) {
    switch (node.name) {
      case 'Demo':
        return this.demo(attribute(node, 'name') ?? '');
      case 'Callout': {
        const label = CALLOUT_LABEL[attribute(node, 'severity') ?? 'info'] ?? 'Note';
        this.write(`> **${label}:** `);
        return this.blocks(node.children ?? [], `${linePrefix}> `);
      }
      case 'PackageInstall': {
        const packages = (attribute(node, 'packages') ?? '').trim().split(/\s+/).join(' ');
        // One block, the alternatives separated, so that a reader copying it sees it is one command or another.
        const commands = PACKAGE_MANAGERS.map((manager) => `${INSTALL_VERB[manager]} ${packages}`)
          .join('\n# or\n')
          .split('\n');
        return this.write(['```bash', ...commands, '```'].join(`\n${linePrefix}`));
      }
      case 'ArchivedVersions':
        return this.write(
          versions
            .filter((version) => !version.current)
            .map((version) => `- [${version.text}](${version.href})`)
            .join(`\n${linePrefix}`),
        );
      case 'LocaleCoverage':
        return this.write(localeCoverageMarkdown(attribute(node, 'family') ?? '').join(`\n${linePrefix}`));
      case 'PlanBadge':
        return this.write(planLabel(node));
      case 'ApiMethods':
      case 'ApiSelectors':
      case 'GridEvents':
        return this.write(apiReferenceMarkdown(node.name, apiReferenceSlice(node)).split('\n').join(`\n${linePrefix}`));
      case 'Playground':
        // Its code is written live from the controls: Markdown readers get a pointer, not a snapshot.
        return this.write('_An interactive props playground: open this page in a browser to try the props and copy the code they produce._');
      default:
        return this.blocks(node.children ?? [], linePrefix);
    }
  }

  /** The node's own source text, with the components inside it replaced. */
  private source_(node: MdastNode, linePrefix: string) {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    let cursor = start;
    const emit = (until: number) => {
      const text = this.source.slice(cursor, until);
      this.write(linePrefix ? text.replace(/\n(?!$)/g, `\n${linePrefix}`) : text);
    };
    for (const inner of innerComponents(node)) {
      const innerStart = inner.position?.start.offset;
      const innerEnd = inner.position?.end.offset;
      if (innerStart === undefined || innerEnd === undefined) continue;
      emit(innerStart);
      this.write(inner.name === 'PlanBadge' ? planLabel(inner) : (inner.children ?? []).map(plainText).join(''));
      cursor = innerEnd;
    }
    emit(end);
  }
}

/** The locale table as Markdown lines; an unknown family stops the build. */
export function localeCoverageMarkdown(family: string): string[] {
  const data = isLocaleFamily(localeCoverage, family) ? localeCoverage[family] : undefined;
  if (!data) {
    throw new Error(
      `<LocaleCoverage family="${family}">: no locale data for that family (known: ${Object.keys(localeCoverage).join(', ')})`,
    );
  }
  return [
    `${data.locales.length} locales in \`${data.packageName}\` ${data.version}, measured against the ${data.total} texts of the English locale.`,
    '',
    '| Locale | Import name | Translated | Shown in English |',
    '| --- | --- | --- | --- |',
    ...data.locales.map((row) => {
      const missing = row.missing.length ? row.missing.map((key) => `\`${key}\``).join(', ') : 'None';
      const name = row.direction === 'rtl' ? `${row.name} (right to left)` : row.name;
      return `| ${name} | \`${row.exportName}\` | ${row.translated}/${data.total} | ${missing} |`;
    }),
  ];
}

/** The slice of the apiRef reference the content build put on the element (compile-mdx.ts). */
function apiReferenceSlice(node: MdastNode): ApiReferenceSlice<{ name: string; methods?: { name: string }[] }> {
  return JSON.parse(attribute(node, 'data') ?? '{"items":[],"links":{}}') as ApiReferenceSlice<{ name: string; methods?: { name: string }[] }>;
}

function planLabel(node: MdastNode): string {
  return attribute(node, 'plan') === 'premium' ? '(Premium)' : '(Pro)';
}

/** Components and expressions inside a block, outermost first, in source order. */
function innerComponents(node: MdastNode): MdastNode[] {
  const found: MdastNode[] = [];
  for (const child of node.children ?? []) {
    if (isComponent(child) || child.type === 'mdxTextExpression') found.push(child);
    else found.push(...innerComponents(child));
  }
  return found;
}

function summaryOf(children: MdastNode[]): string {
  const paragraph = children.find((node) => node.type === 'paragraph');
  const text = paragraph ? plainText(paragraph).replace(/\s+/g, ' ').trim() : '';
  if (text.length <= SUMMARY_MAX_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_MAX_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/**
 * Splits the page at its h2 and h3 headings. The anchors come from the table
 * of contents, which lists the same headings in the same (document) order.
 */
function sectionsOf(title: string, children: MdastNode[], toc: TocEntry[]): SearchSection[] {
  const sections: SearchSection[] = [];
  let current: SearchSection = { anchor: null, heading: title, text: '', keywords: [] };
  let headingIndex = 0;
  const addText = (node: MdastNode) => {
    const text = plainText(node).replace(/\s+/g, ' ').trim();
    if (text) current.text += (current.text ? ' ' : '') + text;
    collectKeywords(node, current.keywords);
  };
  for (const node of children) {
    if (isSkipped(node)) continue;
    if (node.type === 'heading' && node.depth === 1) continue;
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      sections.push(current);
      const entry = toc[headingIndex++];
      current = { anchor: entry?.id ?? null, heading: entry?.text ?? plainText(node).trim(), text: '', keywords: [] };
      continue;
    }
    addText(node);
  }
  sections.push(current);
  return sections
    .filter((section) => section.text || section.keywords.length || section.anchor)
    .map((section) => ({ ...section, keywords: [...new Set(section.keywords)] }));
}

function collectKeywords(node: MdastNode, keywords: string[]) {
  if (node.type === 'code') keywords.push(...((node.value ?? '').match(CODE_IDENTIFIER) ?? []));
  if (isJsx(node) && node.name === 'Demo') {
    const name = attribute(node, 'name');
    if (name) keywords.push(name);
  }
  // A search for `setSortModel` or `rowClick` finds the section whose table lists it.
  if (isJsx(node) && isApiReferenceElement(node.name)) {
    for (const item of apiReferenceSlice(node).items) keywords.push(item.name, ...(item.methods ?? []).map((method) => method.name));
  }
  node.children?.forEach((child) => collectKeywords(child, keywords));
}

export function extractPageText(source: string, tree: MdastNode, title: string, toc: TocEntry[]): PageText {
  const children = tree.children ?? [];
  const writer = new MarkdownWriter(source);
  writer.blocks(children);
  writer.write('\n');
  return {
    markdown: writer.segments,
    sections: sectionsOf(title, children, toc),
    summary: summaryOf(children.filter((node) => !isSkipped(node))),
  };
}
