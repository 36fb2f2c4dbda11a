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
    // `{@link https://… text}` is a link; `{@link Name}` names a symbol, shown as code.
    .replace(/\{@link\s+([^}|\s]+)(?:[|\s]+([^}]+))?\}/g, (_, target: string, label?: string) =>
      /^https?:\/\//.test(target) ? `[${label?.trim() ?? target}](${target})` : `\`${label ?? target}\``,
    )
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

const DOC_LINK_LIST = /\n*(Demos|API|Features):\s*\n((?:\s*-\s*\[[^\]]*\]\([^)]*\)[^\n]*\n?)+)/g;

/** MUI's JSDoc ends with "Demos:"/"API:"/"Features:" lists of links to its own site; this site's pages have their own sections. */
function stripDocLinks(text: string): string {
  return text.replace(DOC_LINK_LIST, '\n').trim();
}

export function docOf(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return stripDocLinks(ts.displayPartsToString(symbol.getDocumentationComment(checker)));
}

/** One overload's own comment, where the symbol's joins them all. */
export function signatureDocOf(signature: ts.Signature, checker: ts.TypeChecker): string {
  return stripDocLinks(ts.displayPartsToString(signature.getDocumentationComment(checker)));
}

/** The pages a declaration's "Demos:" list links to, as written (`https://mui.com/x/react-date-pickers/shortcuts/`). */
export function demoLinksOf(symbol: ts.Symbol, checker: ts.TypeChecker): string[] {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker));
  return [...text.matchAll(DOC_LINK_LIST)]
    .filter(([, label]) => label === 'Demos')
    .flatMap(([, , list = '']) => [...list.matchAll(/\]\(([^)]+)\)/g)].map(([, href = '']) => href));
}

/** MUI marks what it keeps out of its own reference with `@ignore`. */
export function isIgnored(symbol: ts.Symbol): boolean {
  return symbol.getJsDocTags().some((tag) => tag.name === 'ignore');
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

/** The type parameters in scope of a page, by name. */
export interface TypeScope {
  /** Those a reader chooses (the grid's row type `R`): they stay as written. */
  keep?: ReadonlySet<string>;
  /** The component's switches, bound where it is rendered (`TEnableAccessibleFieldDOMStructure`). */
  bound?: ReadonlySet<string>;
}

/**
 * A property's or parameter's type as its author wrote it, else as the checker prints it.
 * Written text that names a type parameter of some base declaration (`TValue` in the
 * pickers' shared props, which each picker binds) means nothing to a reader of this
 * component: then the checker's type, instantiated for it, is printed instead. A base's
 * open parameter (the charts' scale `S`: any scale unless narrowed) reads well as
 * written, where the printed type would spell out every case.
 */
export function typeText(
  symbol: ts.Symbol,
  checker: ts.TypeChecker,
  at: ts.Node,
  { keep = new Set(), bound = new Set() }: TypeScope = {},
): string {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  const typeNode =
    declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration) || ts.isParameter(declaration))
      ? declaration.type
      : undefined;
  const foreign = typeNode
    ? typeParametersIn(typeNode, checker).filter(({ name, open }) => !keep.has(name) && (bound.has(name) || !open))
    : [];
  const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
  // `className?: string | undefined` says twice that it may be left out.
  const withoutUndefined = (text: string) => (optional ? text.replace(/ \| undefined$/, '') : text);
  if (typeNode && foreign.length === 0) return withoutUndefined(withoutImportQualifiers(typeNode.getText()));
  // A prop typed by the component's own type parameter (`enableAccessibleFieldDOMStructure:
  // TEnableAccessibleFieldDOMStructure`) accepts whatever that parameter may be, not only its default.
  const bare = typeNode && ts.isTypeReferenceNode(typeNode) ? checker.getSymbolAtLocation(typeNode.typeName) : undefined;
  const constraint =
    bare && bare.flags & ts.SymbolFlags.TypeParameter && bound.has(bare.name)
      ? checker.getDeclaredTypeOfSymbol(bare).getConstraint()
      : undefined;
  const printed = printType(constraint ?? checker.getTypeOfSymbolAtLocation(symbol, at), checker);
  // A type that resolves to nothing (the community charts' plugin API is `{}`) says less than its name.
  if (typeNode && /\{\}/.test(printed)) return withoutUndefined(withoutImportQualifiers(typeNode.getText()));
  return withoutUndefined(printed).trim();
}

/** The type parameters a type names; "open" ones default to their constraint (`S extends ScaleName = ScaleName`). */
function typeParametersIn(node: ts.Node, checker: ts.TypeChecker): { name: string; open: boolean }[] {
  const found: { name: string; open: boolean }[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isTypeReferenceNode(child)) {
      const referenced = checker.getSymbolAtLocation(child.typeName);
      if (referenced && referenced.flags & ts.SymbolFlags.TypeParameter) {
        const declarations = referenced.declarations ?? [];
        const open = declarations.some(
          (declaration) =>
            ts.isTypeParameterDeclaration(declaration) &&
            declaration.default !== undefined &&
            declaration.default.getText() === declaration.constraint?.getText(),
        );
        found.push({ name: referenced.name, open });
      }
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** Declaration text on one line, without the `import("…").` qualifiers of types from other files. */
export function withoutImportQualifiers(text: string): string {
  return text
    .replace(/import\("[^"]+"\)\./g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The checker's text for a type, without the `import("…").` qualifiers it adds for types from other files. */
export function printType(type: ts.Type, checker: ts.TypeChecker): string {
  return withoutImportQualifiers(checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation));
}
