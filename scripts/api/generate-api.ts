/**
 * Generates the API reference from the installed @mui/x-* packages: their
 * type declarations (props, types, JSDoc, defaults) through the TypeScript
 * checker, and the runtime class names of their `*Classes` objects. Writes
 * app/.generated/api-index.ts (bundled with the server) and one JSON file
 * per page under app/.generated/api-pages/ (read on first request).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { apiPathsByName, resolvePageLinks } from './doc-links';
import { generateLocaleCoverage } from './locale-coverage';
import {
  demoLinksOf,
  docOf,
  isIgnored,
  signatureDocOf,
  markdownToHtml,
  memberDescriptionHtml,
  printType,
  tags,
  typeText,
  withoutImportQualifiers,
  type TypeScope,
} from './declarations';
import { correctedDefault, correctedSlotDefault } from './default-corrections';
import { editionOfFile, EDITION_RANK, FAMILIES, lowestEdition, type PackageSpec } from './families';

export { FAMILIES };
import { generateGridApiReference } from './grid-api-reference';
import { discoverContent, type ContentDiscovery } from '../build/discover';
import { syncFolder, writeFileIfChanged } from '../build/sync-folder';
import {
  kebabCase,
  type ApiGroup,
  type ApiIndex,
  type ApiIndexEntry,
  type ApiPage,
  type ApiProp,
  type ApiSignature,
  type Edition,
} from '../../app/api-docs/api-types';

/** Interfaces and types readers look up on their own. */
export const KEY_TYPES: Record<ApiGroup, string[]> = {
  'data-grid': [
    'GridColDef',
    'GridApi',
    'GridFilterModel',
    'GridSortModel',
    'GridRowSelectionModel',
    'GridCallbackDetails',
    'GridFilterItem',
    'GridFilterOperator',
    'GridActionsColDef',
    'GridSingleSelectColDef',
    'GridPaginationModel',
    'GridColumnVisibilityModel',
    'GridRowParams',
    'GridCellParams',
  ],
  'date-pickers': ['PickerValidDate', 'PickersShortcutsItem', 'DateValidationError', 'TimeValidationError'],
  charts: ['BarSeriesType', 'LineSeriesType', 'PieSeriesType', 'ScatterSeriesType', 'AxisConfig', 'XAxis', 'YAxis', 'ChartsAxisData'],
  'tree-view': ['TreeViewBaseItem', 'TreeViewItemId'],
};

const MATERIAL_COMPONENT_DECLARATION = /node_modules\/@mui\/material\/(?:esm\/)?([A-Z][A-Za-z]+)\//;

/**
 * The lowest edition that declares a member. The paid packages add members to
 * community types by module augmentation (GridColDef's `aggregable`), which the
 * one program that reads every package merges in: those carry their plan.
 */
function editionOfMember(symbol: ts.Symbol): Edition {
  return lowestEdition(
    (symbol.declarations ?? []).map((declaration) => editionOfFile(declaration.getSourceFile().fileName) ?? 'community'),
  );
}

/**
 * Declared by MUI, not inherited from React's or the DOM's types. A member with no
 * declaration at all comes from a key-renaming mapped type over MUI's own props
 * (ContinuousColorLegend's `rotateGradient` is `rotate` + "Gradient").
 */
function isMuiDeclaration(symbol: ts.Symbol): boolean {
  const declarations = symbol.declarations ?? [];
  return (
    declarations.length === 0 || declarations.some((declaration) => declaration.getSourceFile().fileName.includes('/node_modules/@mui/'))
  );
}

/** What decides how a page's members read: its type parameters a reader chooses, its edition, its component. */
interface MemberContext {
  at: ts.Node;
  scope?: TypeScope;
  edition: Edition;
  component?: string;
}

function memberProps(type: ts.Type, checker: ts.TypeChecker, context: MemberContext, require: NodeRequire) {
  const props: ApiProp[] = [];
  const inherited = new Set<string>();
  for (const symbol of checker.getPropertiesOfType(type)) {
    if (symbol.name === 'ref' || symbol.name === 'key') continue;
    if (!isMuiDeclaration(symbol) || isIgnored(symbol)) continue;
    const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
    // Only a component's props are "inherited"; the members of OverridableComponent, a type, are listed.
    const material = MATERIAL_COMPONENT_DECLARATION.exec(file)?.[1];
    if (material && isMaterialComponent(material, require)) {
      inherited.add(material);
      continue;
    }
    const symbolTags = tags(symbol);
    const prop: ApiProp = {
      name: symbol.name,
      type: typeText(symbol, checker, context.at, context.scope),
      required: (symbol.flags & ts.SymbolFlags.Optional) === 0,
      descriptionHtml: memberDescriptionHtml(symbol, checker, symbolTags),
    };
    const edition = editionOfMember(symbol);
    if (edition !== 'community' && EDITION_RANK[edition] > EDITION_RANK[context.edition]) prop.plan = edition;
    const defaultValue = context.component
      ? correctedDefault(context.component, symbol.name, symbolTags.get('default')?.[0])
      : symbolTags.get('default')?.[0];
    if (defaultValue) Object.assign(prop, defaultOf(defaultValue));
    const deprecated = symbolTags.get('deprecated');
    if (deprecated) prop.deprecatedHtml = markdownToHtml(deprecated[0] || 'Deprecated.');
    props.push(prop);
  }
  props.sort((a, b) => a.name.localeCompare(b.name));
  return { props, inherited: [...inherited].sort() };
}

/**
 * A default as MUI's JSDoc states it: a value (`false`, `'content'`) shows as code;
 * a sentence with code in it (`` false (`!props.checkboxSelection` for MIT Data Grid) ``)
 * or a reference with a note (`{defaultGetPivotDerivedColumns} Creates year…`) reads as Markdown.
 */
function defaultOf(text: string): Pick<ApiProp, 'default' | 'defaultHtml'> {
  const reference = /^\{(\w+)\}\s+(.+)$/s.exec(text);
  if (reference) return { default: text, defaultHtml: inlineMarkdownToHtml(`\`${reference[1]}\`: ${reference[2]}`) };
  return text.includes('`') ? { default: text, defaultHtml: inlineMarkdownToHtml(text) } : { default: text };
}

function inlineMarkdownToHtml(markdown: string): string {
  return markdownToHtml(markdown).replace(/^<p>([\s\S]*)<\/p>$/, '$1');
}

function isMaterialComponent(name: string, require: NodeRequire): boolean {
  try {
    const value = (require('@mui/material') as Record<string, unknown>)[name];
    return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------
// Classifying exports

function isContext(type: ts.Type): boolean {
  return type.getProperty('Provider') !== undefined && type.getProperty('Consumer') !== undefined;
}

/** A React component: a PascalCase value that can be called with props, or an exotic component (memo, forwardRef, styled). */
function componentProps(symbol: ts.Symbol, name: string, checker: ts.TypeChecker, at: ts.Node): ts.Type | null {
  if (!/^[A-Z]/.test(name) || !(symbol.flags & ts.SymbolFlags.Value)) return null;
  if (symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Enum)) return null;
  const type = checker.getTypeOfSymbolAtLocation(symbol, at);
  if (isContext(type)) return null;
  const signature = type.getCallSignatures()[0];
  if (!signature) return null;
  const [propsParameter] = signature.getParameters();
  // A component without props (`function GridHeader(): JSX.Element`) is still a component.
  if (!propsParameter) return returnsReactNode(signature, checker) || type.getProperty('$$typeof') ? checker.getNeverType() : null;
  return checker.getTypeOfSymbolAtLocation(propsParameter, at);
}

function returnsReactNode(signature: ts.Signature, checker: ts.TypeChecker): boolean {
  // The checker prints React.JSX.Element as plain "Element".
  return /\b(?:Element|ReactElement|ReactNode|ReactPortal)\b/.test(checker.typeToString(signature.getReturnType()));
}

function isHook(symbol: ts.Symbol, name: string, checker: ts.TypeChecker, at: ts.Node): boolean {
  return (
    /^use[A-Z]/.test(name) &&
    (symbol.flags & ts.SymbolFlags.Value) !== 0 &&
    checker.getTypeOfSymbolAtLocation(symbol, at).getCallSignatures().length > 0
  );
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** The `*Classes` export that styles a component, by MUI's naming. */
function classesExportFor(name: string, group: ApiGroup): string[] {
  const candidates = [`${lowerFirst(name)}Classes`];
  if (group === 'data-grid' && /^DataGrid/.test(name)) candidates.push('gridClasses');
  return candidates;
}

// ---------------------------------------------------------------------------

interface Found {
  symbol: ts.Symbol;
  at: ts.Node;
  packages: PackageSpec[];
  classes?: { exportName: string; packageName: string; symbol: ts.Symbol; at: ts.Node; docs?: ts.Symbol };
}

export interface GenerateApiOptions {
  root: string;
  outDir?: string;
  contentDir?: string;
  /** The discovery stage's pages, and which of them import each name; found anew when absent. */
  discovery?: ContentDiscovery;
}

/** What every step reads the declarations and the runtime through. */
interface Reader {
  root: string;
  program: ts.Program;
  checker: ts.TypeChecker;
  require: NodeRequire;
  usage: ContentDiscovery['usage'];
  /** `<DateField />` for each generic component, by `package:Name`: see `componentInstances`. */
  instances: Map<string, ts.JsxSelfClosingElement>;
  /** The site's content pages' titles by address (`/x/react-date-pickers/shortcuts/`), for the declarations' demo links. */
  pageTitles: ReadonlyMap<string, string>;
}

const entryOf = (root: string, name: string) => path.join(root, 'node_modules', name, 'esm', 'index.d.ts');

export async function generateApi({ root, outDir = 'app/.generated', contentDir = 'content', discovery }: GenerateApiOptions) {
  const started = performance.now();
  const reader = await createReader(root, discovery ?? (await discoverContent(root, contentDir)));
  const index = {} as ApiIndex;
  const pages: ApiPage[] = [];
  for (const [group, packages] of Object.entries(FAMILIES) as [ApiGroup, PackageSpec[]][]) {
    const { components, hooks, types } = collectExports(reader, group, packages);
    const register = slugRegistry((index[group] = {}));
    for (const [name, found] of components) pages.push(componentPage(reader, group, name, found, register(name, 'component', found)));
    for (const [name, found] of hooks) pages.push(hookPage(reader, group, name, found, register(name, 'hook', found)));
    for (const [name, found] of types) pages.push(typePage(reader, group, name, found, register(name, 'interface', found)));
  }
  const pagePaths = new Set(reader.pageTitles.keys());
  const largest = await writeApiArtefacts(path.join(root, outDir), index, pages, pagePaths);
  const gridPackages = FAMILIES['data-grid'].map((spec) => ({ ...spec, entry: entryOf(root, spec.name) }));
  const gridApiReference = await generateGridApiReference(
    reader.program,
    gridPackages,
    path.join(root, outDir),
    apiPathsByName(index),
    pagePaths,
  );
  // Read from the same installed packages, so it is regenerated whenever they change.
  await generateLocaleCoverage(root, outDir);
  const count = (kind: string) => pages.filter((page) => page.kind === kind).length;
  return {
    components: count('component'),
    interfaces: count('interface'),
    hooks: count('hook'),
    largestPageJsonBytes: largest,
    gridApiReference,
    milliseconds: Math.round(performance.now() - started),
  };
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
};

async function createReader(root: string, discovery: ContentDiscovery): Promise<Reader> {
  const entries = Object.values(FAMILIES)
    .flat()
    .map((spec) => entryOf(root, spec.name));
  const declarationsOnly = ts.createProgram(entries, COMPILER_OPTIONS);
  // A second program adds one file that renders every generic component with no props,
  // reusing the first one's parsed declarations.
  const instancesFile = path.join(root, '.api-instances.tsx');
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const text = componentInstancesSource(declarationsOnly, root);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => (file === instancesFile ? text : readFile(file));
  host.fileExists = (file) => file === instancesFile || fileExists(file);
  host.getSourceFile = (file, language, ...rest) =>
    file === instancesFile ? ts.createSourceFile(file, text, language, true, ts.ScriptKind.TSX) : getSourceFile(file, language, ...rest);
  const program = ts.createProgram([...entries, instancesFile], COMPILER_OPTIONS, host, declarationsOnly);
  const require = createRequire(path.join(root, 'package.json'));
  // The grid's entry imports a stylesheet; reading class names needs only the JavaScript.
  (require as unknown as { extensions: Record<string, () => void> }).extensions['.css'] = () => {};
  return {
    root,
    program,
    checker: program.getTypeChecker(),
    require,
    usage: discovery.usage,
    instances: componentInstances(program.getSourceFile(instancesFile)),
    pageTitles: new Map(discovery.pages.map((page) => [page.pathname, page.title])),
  };
}

/**
 * The pickers' date type is whatever the reader's adapter makes it; with no
 * adapter loaded, `PickerValue` (`PickerValidDate | null`) collapses to `any`.
 * Declared as an adapter would, it keeps its name in the printed types.
 */
const PICKER_DATE_AS_NAMED = `declare module '@mui/x-date-pickers/models' {
  interface PickerValidDateLookup { documented: PickerValidDate }
}
interface PickerValidDate { readonly ofTheAdapter: unique symbol }`;

/**
 * A generic component's props, read from its declaration, keep their type
 * parameters: `DateFieldProps<TEnableAccessibleFieldDOMStructure>` picks its
 * text field's props by a conditional type on that parameter, so until it is
 * bound the checker sees none of them. TypeScript binds a component's type
 * parameters (to their defaults, when nothing is passed) where it is rendered;
 * its public API has no other way to instantiate a signature. So each generic
 * component is rendered once here, and its props are read from that render.
 */
function componentInstancesSource(program: ts.Program, root: string): string {
  const checker = program.getTypeChecker();
  const lines: string[] = [];
  Object.values(FAMILIES)
    .flat()
    .forEach((spec, index) => {
      const sourceFile = program.getSourceFile(entryOf(root, spec.name));
      const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
      if (!sourceFile || !moduleSymbol) return;
      lines.push(`import * as p${index} from '${spec.name}';`);
      if (spec.name === '@mui/x-date-pickers') lines.push(PICKER_DATE_AS_NAMED);
      for (const exported of checker.getExportsOfModule(moduleSymbol)) {
        const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
        if (!/^[A-Z]/.test(exported.name) || !(symbol.flags & ts.SymbolFlags.Value)) continue;
        const signature = checker.getTypeOfSymbolAtLocation(symbol, sourceFile).getCallSignatures()[0];
        if (signature?.typeParameters?.length) lines.push(`<p${index}.${exported.name} />;`);
      }
    });
  return lines.join('\n');
}

function componentInstances(sourceFile: ts.SourceFile | undefined): Reader['instances'] {
  const packages = Object.values(FAMILIES).flat();
  const instances: Reader['instances'] = new Map();
  for (const statement of sourceFile?.statements ?? []) {
    if (!ts.isExpressionStatement(statement) || !ts.isJsxSelfClosingElement(statement.expression)) continue;
    const tag = statement.expression.tagName;
    if (!ts.isPropertyAccessExpression(tag) || !ts.isIdentifier(tag.expression)) continue;
    const spec = packages[Number(tag.expression.text.slice(1))];
    if (spec) instances.set(`${spec.name}:${tag.name.text}`, statement.expression);
  }
  return instances;
}

/** A family's components (with their `*Classes` object), hooks and key types, each with the packages that export it. */
function collectExports({ root, program, checker, require }: Reader, group: ApiGroup, packages: PackageSpec[]) {
  const components = new Map<string, Found>();
  const hooks = new Map<string, Found>();
  const types = new Map<string, Found>();
  for (const spec of packages) {
    const sourceFile = program.getSourceFile(entryOf(root, spec.name));
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!sourceFile || !moduleSymbol) throw new Error(`Cannot read the declarations of ${spec.name}`);
    const runtime = require(spec.name) as Record<string, unknown>;
    const exports = checker.getExportsOfModule(moduleSymbol);
    const exported = new Map(exports.map((item) => [item.name, item.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(item) : item]));
    for (const [name, symbol] of exported) {
      const add = (map: Map<string, Found>, widest = false) => {
        const found = map.get(name);
        if (!found) map.set(name, { symbol, at: sourceFile, packages: [spec] });
        else {
          found.packages.push(spec);
          // `GridApi` is GridApiPro in the Pro package: the page lists the widest, each member with its plan.
          if (widest && found.symbol !== symbol) Object.assign(found, { symbol, at: sourceFile });
        }
      };
      if (componentProps(symbol, name, checker, sourceFile)) {
        // Types say it is callable; the runtime must agree that it exists.
        if (runtime[name] === undefined) continue;
        add(components);
        const found = components.get(name)!;
        found.classes ??= classesOf(name, group, spec, exported, runtime, sourceFile);
      } else if (isHook(symbol, name, checker, sourceFile)) add(hooks);
      else if (KEY_TYPES[group].includes(name)) add(types, true);
    }
  }
  const missing = KEY_TYPES[group].filter((name) => !types.has(name));
  if (missing.length) throw new Error(`KEY_TYPES names what no ${group} package exports: ${missing.join(', ')}`);
  return { components, hooks, types };
}

function classesOf(
  name: string,
  group: ApiGroup,
  spec: PackageSpec,
  exported: Map<string, ts.Symbol>,
  runtime: Record<string, unknown>,
  at: ts.Node,
): Found['classes'] {
  for (const classesName of classesExportFor(name, group)) {
    const classesSymbol = exported.get(classesName);
    if (classesSymbol && runtime[classesName]) {
      // `gridClasses` is typed as a Record over GridClasses' keys; the JSDoc lives on that interface.
      const docs = exported.get(classesName.charAt(0).toUpperCase() + classesName.slice(1));
      return { exportName: classesName, packageName: spec.name, symbol: classesSymbol, at, docs };
    }
  }
  return undefined;
}

type Registered = { slug: string; entry: ApiIndexEntry };

/** Gives each page a unique slug in its family's index (a hook and a component may share a kebab name). */
function slugRegistry(groupIndex: ApiIndex[ApiGroup]) {
  const slugs = new Set<string>();
  return (name: string, kind: ApiIndexEntry['kind'], found: Found): Registered => {
    let slug = kebabCase(name);
    if (slugs.has(slug)) slug = `${slug}-${kind}`;
    slugs.add(slug);
    const edition = editionOf(found);
    const entry: ApiIndexEntry = { name, kind, edition, ...(edition !== 'community' ? { plan: edition } : {}) };
    groupIndex[slug] = entry;
    return { slug, entry };
  };
}

/** The import lines a reader can use: the package root, and the sub-path entry where the package has one. */
function importLines({ root, require }: Reader, name: string, found: Found): string[] {
  return found.packages.flatMap((spec) => {
    const lines = [`import { ${name} } from '${spec.name}';`];
    const subpath = path.join(root, 'node_modules', spec.name, name, 'index.d.ts');
    try {
      const text = require('node:fs').readFileSync(subpath, 'utf8') as string;
      if (new RegExp(`\\b${name}\\b`).test(text)) lines.push(`import { ${name} } from '${spec.name}/${name}';`);
    } catch {
      // No sub-path entry for this one.
    }
    return lines;
  });
}

function pageBase(reader: Reader, group: ApiGroup, name: string, found: Found, { slug, entry }: Registered) {
  const deprecated = tags(found.symbol).get('deprecated');
  return {
    group,
    slug,
    name,
    ...(entry.plan ? { plan: entry.plan } : {}),
    descriptionHtml: markdownToHtml(docOf(found.symbol, reader.checker)),
    ...(deprecated ? { deprecatedHtml: markdownToHtml(deprecated[0] || 'Deprecated.') } : {}),
    props: [],
    slots: [],
    cssClasses: [],
    inheritsFrom: [],
    signatures: [],
    demos: demosOf(reader, group, name, found),
  } satisfies Omit<ApiPage, 'kind' | 'imports'>;
}

const MUI_X_DOCS = 'https://mui.com/x/';

/**
 * The pages that show a name at work: first those its declaration lists (MUI's
 * own choice, for the ones this site has: slots and parts are shown through
 * their parent, which no demo imports by name), then every page whose demos
 * import it from this family's packages.
 */
function demosOf(reader: Reader, group: ApiGroup, name: string, found: Found): ApiPage['demos'] {
  const listed = demoLinksOf(found.symbol, reader.checker)
    .filter((href) => href.startsWith(MUI_X_DOCS))
    .map((href) => `/x/${href.slice(MUI_X_DOCS.length).replace(/#.*$/, '').replace(/\/?$/, '/')}`)
    .flatMap((pathname) => {
      const title = reader.pageTitles.get(pathname);
      return title ? [{ title, pathname }] : [];
    });
  const familyPackages = new Set(FAMILIES[group].map((spec) => spec.name));
  const imported = (reader.usage.get(name) ?? [])
    .filter((usage) => usage.packages.some((packageName) => familyPackages.has(packageName)))
    .map(({ title, pathname }) => ({ title, pathname }));
  const seen = new Set<string>();
  return [...listed, ...imported].filter((demo) => !seen.has(demo.pathname) && Boolean(seen.add(demo.pathname)));
}

/** The lowest edition a page's name is exported from. */
function editionOf(found: Found): Edition {
  return lowestEdition(found.packages.map((spec) => spec.edition));
}

/**
 * A component's props as rendered: a generic component's from its render in
 * `componentInstances`, with its type parameters bound. Only its switches
 * (see `isSwitch`) read as bound; its other parameters (the grid's row type
 * `R`) are the reader's to choose, and stay as written.
 */
function renderedProps(reader: Reader, name: string, found: Found): { type: ts.Type; scope: TypeScope } {
  const { checker } = reader;
  const declared = componentProps(found.symbol, name, checker, found.at)!;
  const signature = checker.getTypeOfSymbolAtLocation(found.symbol, found.at).getCallSignatures()[0];
  const typeParameters = signature?.typeParameters ?? [];
  const instance = found.packages.map((spec) => reader.instances.get(`${spec.name}:${name}`)).find(Boolean);
  if (!typeParameters.length || !instance) return { type: declared, scope: {} };
  // A boolean parameter switches between two shapes of props (the pickers' field DOM structure):
  // bound to its default, it shows the default shape. Any other is the reader's to choose.
  const isSwitch = (parameter: ts.TypeParameter) => {
    const constraint = parameter.getConstraint();
    return constraint !== undefined && (constraint.flags & ts.TypeFlags.Boolean) !== 0;
  };
  const names = (parameters: ts.TypeParameter[]) => new Set(parameters.map((parameter) => parameter.symbol.name));
  const scope = { keep: names(typeParameters.filter((parameter) => !isSwitch(parameter))), bound: names(typeParameters.filter(isSwitch)) };
  const [propsParameter] = checker.getResolvedSignature(instance)?.getParameters() ?? [];
  return { type: propsParameter ? checker.getTypeOfSymbolAtLocation(propsParameter, instance) : declared, scope };
}

function componentPage(reader: Reader, group: ApiGroup, name: string, found: Found, registered: Registered): ApiPage {
  const { checker, require } = reader;
  const { type: propsType, scope } = renderedProps(reader, name, found);
  const context = { at: found.at, scope, edition: editionOf(found), component: name };
  const { props, inherited } = memberProps(propsType, checker, context, require);
  const slotsProp = checker.getPropertyOfType(propsType, 'slots');
  const slots = slotsProp
    ? checker
        .getPropertiesOfType(checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(slotsProp, found.at)))
        .filter((slot) => !isIgnored(slot))
        .map((slot) => ({
          name: slot.name,
          default: correctedSlotDefault(name, slot.name, tags(slot).get('default')?.[0]),
          descriptionHtml: markdownToHtml(docOf(slot, checker)),
        }))
        .sort((a, b) => a.name.localeCompare(b.name))
    : [];
  let cssClasses: ApiPage['cssClasses'] = [];
  if (found.classes) {
    const values = (require(found.classes.packageName) as Record<string, Record<string, string>>)[found.classes.exportName] ?? {};
    const classesType =
      found.classes.docs && found.classes.docs.flags & ts.SymbolFlags.Interface
        ? checker.getDeclaredTypeOfSymbol(found.classes.docs)
        : checker.getTypeOfSymbolAtLocation(found.classes.symbol, found.classes.at);
    cssClasses = checker.getPropertiesOfType(classesType).flatMap((member) => {
      const className = values[member.name];
      return typeof className === 'string' && !isIgnored(member)
        ? [{ key: member.name, className, descriptionHtml: markdownToHtml(docOf(member, checker)) }]
        : [];
    });
  }
  return {
    ...pageBase(reader, group, name, found, registered),
    kind: 'component',
    imports: importLines(reader, name, found),
    props,
    slots,
    cssClasses,
    inheritsFrom: inherited,
  };
}

function hookPage(reader: Reader, group: ApiGroup, name: string, found: Found, registered: Registered): ApiPage {
  const { checker } = reader;
  const signatures = checker.getTypeOfSymbolAtLocation(found.symbol, found.at).getCallSignatures();
  if (signatures.length === 0) throw new Error(`${name} is exported as a hook but is not callable`);
  const base = pageBase(reader, group, name, found, registered);
  return {
    ...base,
    // The symbol's comment joins every overload's; the page leads with the first one's.
    descriptionHtml: signatures.length > 1 ? markdownToHtml(signatureDocOf(signatures[0]!, checker)) : base.descriptionHtml,
    kind: 'hook',
    imports: importLines(reader, name, found),
    signatures: signatures.map((signature) => hookSignature(signature, checker, found.at)),
  };
}

function hookSignature(signature: ts.Signature, checker: ts.TypeChecker, at: ts.Node): ApiSignature {
  const paramDocs = new Map(
    signature
      .getJsDocTags()
      .filter((tag) => tag.name === 'param')
      .map((tag) => {
        const [first, ...rest] = ts.displayPartsToString(tag.text).trim().split(/\s+/);
        return [first, rest.join(' ')] as const;
      }),
  );
  const keep = new Set((signature.typeParameters ?? []).map((type) => type.symbol.name));
  return {
    parameters: signature.getParameters().map((parameter) => ({
      name: parameterName(parameter),
      type: typeText(parameter, checker, at, { keep }),
      optional: (parameter.valueDeclaration as ts.ParameterDeclaration | undefined)?.questionToken !== undefined,
      descriptionHtml: markdownToHtml(paramDocs.get(parameter.name) ?? ''),
    })),
    // As declared: the checker would resolve the package's own RefObject to this site's @types/react.
    returns: writtenReturnType(signature) ?? printType(signature.getReturnType(), checker),
    descriptionHtml: markdownToHtml(signatureDocOf(signature, checker)),
  };
}

function writtenReturnType(signature: ts.Signature): string | undefined {
  const written = signature.getDeclaration()?.type?.getText();
  return written === undefined ? undefined : withoutImportQualifiers(written);
}

/** `{ itemId, children }` for a destructured parameter, which the checker calls `__0`. */
function parameterName(parameter: ts.Symbol): string {
  const declaration = parameter.valueDeclaration;
  if (declaration && ts.isParameter(declaration) && ts.isObjectBindingPattern(declaration.name)) {
    return `{ ${declaration.name.elements.map((element) => (element.dotDotDotToken ? '...' : '') + element.name.getText()).join(', ')} }`;
  }
  return parameter.name;
}

function typePage(reader: Reader, group: ApiGroup, name: string, found: Found, registered: Registered): ApiPage {
  const { checker } = reader;
  const type = checker.getDeclaredTypeOfSymbol(found.symbol);
  const declaration = found.symbol.declarations?.[0];
  const aliasOf = declaration && ts.isTypeAliasDeclaration(declaration) ? printedWithoutComments(declaration.type) : undefined;
  const ownTypeParameters = new Set(
    declaration && (ts.isTypeAliasDeclaration(declaration) || ts.isInterfaceDeclaration(declaration))
      ? (declaration.typeParameters ?? []).map((parameter) => parameter.name.text)
      : [],
  );
  // A union (GridColDef) documents the members its variants share; an array alias documents only itself.
  const memberType = checker.isArrayType(type) ? null : type;
  const context = { at: found.at, scope: { keep: ownTypeParameters }, edition: editionOf(found) };
  const { props } = memberType ? memberProps(memberType, checker, context, reader.require) : { props: [] };
  return {
    ...pageBase(reader, group, name, found, registered),
    kind: 'interface',
    imports: found.packages.map((spec) => `import type { ${name} } from '${spec.name}';`),
    props,
    ...(aliasOf ? { aliasOf } : {}),
  };
}

/** A type as written, on one line, without the JSDoc comments inside it. */
function printedWithoutComments(node: ts.TypeNode): string {
  const printer = ts.createPrinter({ removeComments: true, omitTrailingSemicolon: true });
  return printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile()).replace(/\s+/g, ' ').trim();
}

/** api-index.ts and one JSON file per page; returns the largest page's size in bytes. */
async function writeApiArtefacts(output: string, index: ApiIndex, pages: ApiPage[], pagePaths: ReadonlySet<string>): Promise<number> {
  // Only the files that changed are written: `npm run dev` watches this folder (syncFolder says why).
  // A module, not JSON: every toolchain here (Remix's esbuild, tsx, vitest, Playwright) imports it as is.
  await writeFileIfChanged(
    path.join(output, 'api-index.ts'),
    `// Generated by scripts/api/generate-api.ts. Do not edit.\nimport type { ApiIndex } from '../api-docs/api-types';\n\nexport const apiIndex: ApiIndex = ${JSON.stringify(index)};\n`,
  );
  let largest = 0;
  const pathsByName = apiPathsByName(index);
  const pageFiles = new Map<string, string>();
  for (const page of pages) {
    const text = JSON.stringify(resolvePageLinks(page, pathsByName, pagePaths));
    largest = Math.max(largest, text.length);
    pageFiles.set(path.join(page.group, `${page.slug}.json`), text);
  }
  await syncFolder(path.join(output, 'api-pages'), pageFiles);
  return largest;
}
