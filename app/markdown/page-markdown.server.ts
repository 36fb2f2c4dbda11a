/**
 * Pages as Markdown, for AI assistants and anyone who wants the text: a docs
 * page from its build-time Markdown with each demo as a fenced code block in
 * the reader's code variant, and an API page as Markdown tables. Links to
 * other pages become absolute, so the text stands on its own.
 */
import type { ApiPage, ApiParameter } from '~/api-docs/api-types';
import { apiPageSections, NO_DEMOS, NO_PARAMETERS, signatureText, type ApiSectionId } from '~/api-docs/api-sections';
import type { CodePreferences } from '~/preferences/code-preferences';
import type { DemoEntry, PageRecord } from '~/content/manifest';
import { htmlToMarkdown } from './html-to-markdown';
import { codeSpan, describedCell, inlineCode as code, markdownCell as cell, markdownTable as table } from './markdown-table';
import { planSuffix } from './api-reference-markdown';
import { editionName, planLabel } from '~/domain/plans';
import { demoCodeLanguage, demoFileExtension, demoStyling } from '~/domain/demos';

/** Root-relative links (`](/x/…)`) made absolute against the site's public URL. */
export function absoluteLinks(markdown: string, siteUrl: string): string {
  return markdown.replace(/\]\((\/[^)\s]*)\)/g, (_, path: string) => `](${siteUrl}${path})`);
}

function fence(code: string, language: string, fileName: string): string {
  // A fence longer than any run of backticks in the code, so the code cannot close it.
  const longestRun = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const marker = '`'.repeat(longestRun + 1);
  return `${marker}${language} title="${fileName}"\n${code.trimEnd()}\n${marker}`;
}

/**
 * A demo's code and the files beside it. `written` holds the companions already
 * given in full on the page: the demos of a page often share one data file
 * (60 KB of commits, for 27 row-grouping demos), which is given once.
 */
export function demoMarkdown(demo: DemoEntry, { codeVariant, codeStyling }: CodePreferences, written = new Set<string>()): string {
  const source = demo.stylings[demoStyling(demo, codeStyling)] ?? demo.stylings.system;
  const fileName = `${demo.name}.${demoFileExtension(codeVariant)}`;
  const blocks = [fence(source.raw[codeVariant], demoCodeLanguage(codeVariant), fileName)];
  for (const companion of source.companions) {
    const name = companion.name[codeVariant];
    const code = companion.raw[codeVariant];
    const key = `${name}\n${code}`;
    if (written.has(key)) {
      blocks.push(`\`${name}\`: the same file as above.`);
      continue;
    }
    written.add(key);
    blocks.push(fence(code, companion.language[codeVariant], name));
  }
  return blocks.join('\n\n');
}

export function docsPageMarkdown(record: PageRecord, preferences: CodePreferences, siteUrl: string): string {
  const demos = new Map(record.demos.map((demo) => [demo.name, demo]));
  const written = new Set<string>();
  const body = record.markdown
    .map((segment) => {
      if (typeof segment === 'string') return segment;
      const demo = demos.get(segment.demo);
      return demo ? demoMarkdown(demo, preferences, written) : '';
    })
    .join('');
  const plan = record.plan ? `\n\n_This feature is part of the ${planLabel(record.plan)}._` : '';
  return absoluteLinks(ownAnchorsAbsolute(body.replace(/^(# .*)$/m, `$1${plan}`), record.pathname), siteUrl);
}

/** `](#pitfalls)` → `](/x/…/#pitfalls)`: in llms-full.txt or an assistant's context, the page is not implied. */
function ownAnchorsAbsolute(markdown: string, pathname: string): string {
  return markdown.replace(/\]\((#[^)\s]+)\)/g, (_, anchor: string) => `](${pathname}${anchor})`);
}

function parametersMarkdown(parameters: ApiParameter[]): string {
  return parameters.length === 0
    ? NO_PARAMETERS
    : table(
        ['Name', 'Type', 'Description'],
        parameters.map((parameter) => [
          code(parameter.name + (parameter.optional ? '?' : '')),
          code(parameter.type),
          cell(parameter.descriptionHtml),
        ]),
      );
}

const SECTION_MARKDOWN: Record<ApiSectionId, (page: ApiPage) => string> = {
  import: (page) => {
    const imports = `\`\`\`js\n${page.imports.join('\n')}\n\`\`\``;
    const inherits = page.inheritsFrom.length
      ? `\n\nAlso accepts the props of ${page.inheritsFrom.map((name) => code(name)).join(', ')} from Material UI.`
      : '';
    return imports + inherits;
  },
  type: (page) => `\`\`\`ts\n${page.aliasOf ?? ''}\n\`\`\``,
  parameters: (page) => parametersMarkdown(page.signatures[0]?.parameters ?? []),
  returns: (page) => codeSpan(page.signatures[0]?.returns ?? 'void'),
  signatures: (page) =>
    page.signatures
      .map((signature, index) => {
        const parts = [`${index + 1}. ${codeSpan(signatureText(page.name, signature))}`];
        if (signature.descriptionHtml !== page.descriptionHtml) parts.push(htmlToMarkdown(signature.descriptionHtml));
        if (signature.parameters.length > 0) parts.push(parametersMarkdown(signature.parameters));
        return parts.filter(Boolean).join('\n\n');
      })
      .join('\n\n'),
  props: (page) =>
    table(
      ['Name', 'Type', 'Default', 'Description'],
      page.props.map((prop) => [
        code(prop.name) + planSuffix(prop) + (prop.required ? ' (required)' : ''),
        code(prop.type),
        prop.defaultHtml ? cell(prop.defaultHtml) : code(prop.default),
        describedCell(prop.descriptionHtml, prop.deprecatedHtml),
      ]),
    ),
  slots: (page) =>
    table(
      ['Name', 'Default', 'Description'],
      page.slots.map((slot) => [code(slot.name), code(slot.default), cell(slot.descriptionHtml)]),
    ),
  'css-classes': (page) =>
    table(
      // The columns of the HTML table, in its order.
      ['Class key', 'Global class', 'Description'],
      page.cssClasses.map((cssClass) => [code(cssClass.key), code(`.${cssClass.className}`), cell(cssClass.descriptionHtml)]),
    ),
  demos: (page) => (page.demos.length === 0 ? NO_DEMOS : page.demos.map((demo) => `- [${demo.title}](${demo.pathname})`).join('\n')),
};

export function apiPageMarkdown(page: ApiPage, siteUrl: string): string {
  const sections = [`# ${page.name} API${page.plan ? ` (${editionName(page.plan)})` : ''}`];
  if (page.deprecatedHtml) sections.push(`**Deprecated:** ${htmlToMarkdown(page.deprecatedHtml)}`);
  const description = htmlToMarkdown(page.descriptionHtml);
  if (description) sections.push(description);
  for (const section of apiPageSections(page)) sections.push(`## ${section.title}\n\n${SECTION_MARKDOWN[section.id](page)}`);
  return absoluteLinks(sections.join('\n\n') + '\n', siteUrl);
}
