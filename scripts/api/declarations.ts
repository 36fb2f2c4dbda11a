/**
 * Reading the packages' declarations as readers should see them: JSDoc as
 * HTML, tags, and types as written. Shared by the API pages and the apiRef
 * tables, so a description reads the same in both.
 */
import ts from 'typescript';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

export function markdownToHtml(markdown: string): string {
  const cleaned = markdown
    .replace(/\{@link\s+([^}|\s]+)(?:[|\s]+([^}]+))?\}/g, (_, target: string, label?: string) => `\`${label ?? target}\``)
    .trim();
  if (!cleaned) return '';
  // Raw HTML in JSDoc is escaped, not rendered: micromark's default.
  // The extension's types come from another micromark-util-types release than micromark's; the shapes match.
  const options = { extensions: [gfm()], htmlExtensions: [gfmHtml()] } as unknown as Parameters<typeof micromark>[1];
  // A code block in a description can be wider than its table cell: it scrolls, so it takes the
  // focus like the site's other code blocks (axe's scrollable-region-focusable). Every `<pre>`
  // here is micromark's own, since raw HTML in the JSDoc comes out escaped.
  return micromark(cleaned, options).replaceAll('<pre>', '<pre tabindex="0">');
}

/** MUI's JSDoc ends with "Demos:"/"API:" lists of links to its own site; this site has its own. */
function stripDocLinks(text: string): string {
  return text.replace(/\n*(?:Demos|API):\s*\n(?:\s*-\s*\[[^\]]*\]\([^)]*\)[^\n]*\n?)+/g, '\n').trim();
}

export function docOf(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return stripDocLinks(ts.displayPartsToString(symbol.getDocumentationComment(checker)));
}

function tagText(tag: ts.JSDocTagInfo): string {
  return ts.displayPartsToString(tag.text).trim();
}

export function tags(symbol: ts.Symbol): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const tag of symbol.getJsDocTags()) result.set(tag.name, [...(result.get(tag.name) ?? []), tagText(tag)]);
  return result;
}

/** `{GridSortModel} model The model.` → `model The model.`: the type is in the signature already. */
function withoutJsDocType(text: string): string {
  return text.replace(/^\{[^}]*\}\s*/, '');
}

/**
 * A member's description with its `@param` and `@returns` tags, as HTML.
 * Callback props and apiRef methods document their arguments this way.
 */
export function memberDescriptionHtml(symbol: ts.Symbol, checker: ts.TypeChecker, symbolTags = tags(symbol)): string {
  let description = docOf(symbol, checker);
  const params = (symbolTags.get('param') ?? []).map(withoutJsDocType);
  if (params.length) description += `\n\n**Parameters**\n\n${params.map((param) => `- ${param.replace(/^(\S+)\s*/, '`$1` ')}`).join('\n')}`;
  const returns = symbolTags.get('returns')?.[0];
  const returnsText = returns === undefined ? '' : withoutJsDocType(returns);
  if (returnsText) description += `\n\n**Returns:** ${returnsText}`;
  return markdownToHtml(description);
}

/** A property's or parameter's type as its author wrote it, else as the checker prints it. */
export function typeText(symbol: ts.Symbol, checker: ts.TypeChecker, at: ts.Node): string {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  const written =
    declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration) || ts.isParameter(declaration))
      ? declaration.type?.getText()
      : undefined;
  return (written ?? printType(checker.getTypeOfSymbolAtLocation(symbol, at), checker)).replace(/\s+/g, ' ').trim();
}

/** The checker's text for a type, without the `import("…").` qualifiers it adds for types from other files. */
export function printType(type: ts.Type, checker: ts.TypeChecker): string {
  return checker
    .typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation)
    .replace(/import\("[^"]+"\)\./g, '')
    .replace(/\s+/g, ' ');
}
