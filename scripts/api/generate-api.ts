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
import { docOf, markdownToHtml, memberDescriptionHtml, printType, tags, typeText } from './declarations';
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
  type Edition,
} from '../../app/api-docs/api-types';

interface PackageSpec {
  name: string;
  edition: Edition;
}

export const FAMILIES: Record<ApiGroup, PackageSpec[]> = {
  'data-grid': [
    { name: '@mui/x-data-grid', edition: 'community' },
    { name: '@mui/x-data-grid-pro', edition: 'pro' },
    { name: '@mui/x-data-grid-premium', edition: 'premium' },
  ],
  'date-pickers': [
    { name: '@mui/x-date-pickers', edition: 'community' },
    { name: '@mui/x-date-pickers-pro', edition: 'pro' },
  ],
  charts: [
    { name: '@mui/x-charts', edition: 'community' },
    { name: '@mui/x-charts-pro', edition: 'pro' },
  ],
  'tree-view': [
    { name: '@mui/x-tree-view', edition: 'community' },
    { name: '@mui/x-tree-view-pro', edition: 'pro' },
  ],
};

/** Interfaces and types readers look up on their own. */
export const KEY_TYPES: Record<ApiGroup, string[]> = {
  'data-grid': [
    'GridColDef',
    'GridApi',
    'GridFilterModel',
    'GridSortModel',
    'GridRowSelectionModel',
    'GridCallbackDetails',
    'GridSortItem',
    'GridFilterItem',
    'GridPaginationModel',
    'GridColumnVisibilityModel',
    'GridRowParams',
    'GridCellParams',
  ],
  'date-pickers': ['PickerValidDate', 'PickersShortcutsItem', 'DateValidationError', 'TimeValidationError'],
  charts: ['BarSeriesType', 'LineSeriesType', 'PieSeriesType', 'ScatterSeriesType', 'AxisConfig', 'ChartsAxisData'],
  'tree-view': ['TreeViewBaseItem', 'TreeViewItemId'],
};

const EDITION_RANK: Record<Edition, number> = { community: 0, pro: 1, premium: 2 };

const MATERIAL_COMPONENT_DECLARATION = /node_modules\/@mui\/material\/(?:esm\/)?([A-Z][A-Za-z]+)\//;

function isMuiDeclaration(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((declaration) => declaration.getSourceFile().fileName.includes('/node_modules/@mui/'));
}

function memberProps(type: ts.Type, checker: ts.TypeChecker, at: ts.Node) {
  const props: ApiProp[] = [];
  const inherited = new Set<string>();
  for (const symbol of checker.getPropertiesOfType(type)) {
    if (symbol.name === 'ref' || symbol.name === 'key') continue;
    if (!isMuiDeclaration(symbol)) continue;
    const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
    const material = MATERIAL_COMPONENT_DECLARATION.exec(file);
    if (material?.[1]) {
      inherited.add(material[1]);
      continue;
    }
    const symbolTags = tags(symbol);
    const prop: ApiProp = {
      name: symbol.name,
      type: typeText(symbol, checker, at),
      required: (symbol.flags & ts.SymbolFlags.Optional) === 0,
      descriptionHtml: memberDescriptionHtml(symbol, checker, symbolTags),
    };
    const defaultValue = symbolTags.get('default')?.[0];
    if (defaultValue) prop.default = defaultValue;
    const deprecated = symbolTags.get('deprecated');
    if (deprecated) prop.deprecated = deprecated[0] || 'Deprecated.';
    props.push(prop);
  }
  props.sort((a, b) => a.name.localeCompare(b.name));
  return { props, inherited: [...inherited].sort() };
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
  /** Which pages' demos import each name (the discovery stage's); found anew when absent. */
  usage?: ContentDiscovery['usage'];
}

/** What every step reads the declarations and the runtime through. */
interface Reader {
  root: string;
  program: ts.Program;
  checker: ts.TypeChecker;
  require: NodeRequire;
  usage: ContentDiscovery['usage'];
}

const entryOf = (root: string, name: string) => path.join(root, 'node_modules', name, 'esm', 'index.d.ts');

export async function generateApi({ root, outDir = 'app/.generated', contentDir = 'content', usage }: GenerateApiOptions) {
  const started = performance.now();
  const reader = await createReader(root, usage ?? (await discoverContent(root, contentDir)).usage);
  const index = {} as ApiIndex;
  const pages: ApiPage[] = [];
  for (const [group, packages] of Object.entries(FAMILIES) as [ApiGroup, PackageSpec[]][]) {
    const { components, hooks, types } = collectExports(reader, group, packages);
    const register = slugRegistry((index[group] = {}));
    for (const [name, found] of components) pages.push(componentPage(reader, group, name, found, register(name, 'component', found)));
    for (const [name, found] of hooks) pages.push(hookPage(reader, group, name, found, register(name, 'hook', found)));
    for (const [name, found] of types) pages.push(typePage(reader, group, name, found, register(name, 'interface', found)));
  }
  const largest = await writeApiArtefacts(path.join(root, outDir), index, pages);
  const gridPackages = FAMILIES['data-grid'].map((spec) => ({ ...spec, entry: entryOf(root, spec.name) }));
  const gridApiReference = await generateGridApiReference(reader.program, gridPackages, path.join(root, outDir), apiPathsByName(index));
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

async function createReader(root: string, usage: ContentDiscovery['usage']): Promise<Reader> {
  const program = ts.createProgram(
    Object.values(FAMILIES)
      .flat()
      .map((spec) => entryOf(root, spec.name)),
    {
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
    },
  );
  const require = createRequire(path.join(root, 'package.json'));
  // The grid's entry imports a stylesheet; reading class names needs only the JavaScript.
  (require as unknown as { extensions: Record<string, () => void> }).extensions['.css'] = () => {};
  return { root, program, checker: program.getTypeChecker(), require, usage };
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
      const add = (map: Map<string, Found>) => {
        const found = map.get(name);
        if (found) found.packages.push(spec);
        else map.set(name, { symbol, at: sourceFile, packages: [spec] });
      };
      if (componentProps(symbol, name, checker, sourceFile)) {
        // Types say it is callable; the runtime must agree that it exists.
        if (runtime[name] === undefined) continue;
        add(components);
        const found = components.get(name)!;
        found.classes ??= classesOf(name, group, spec, exported, runtime, sourceFile);
      } else if (isHook(symbol, name, checker, sourceFile)) add(hooks);
      else if (KEY_TYPES[group].includes(name)) add(types);
    }
  }
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
    const edition = found.packages.map((spec) => spec.edition).sort((a, b) => EDITION_RANK[a] - EDITION_RANK[b])[0] ?? 'community';
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
  return {
    group,
    slug,
    name,
    ...(entry.plan ? { plan: entry.plan } : {}),
    descriptionHtml: markdownToHtml(docOf(found.symbol, reader.checker)),
    props: [],
    slots: [],
    cssClasses: [],
    inheritsFrom: [],
    parameters: [],
    demos: reader.usage.get(name) ?? [],
  } satisfies Omit<ApiPage, 'kind' | 'imports'>;
}

function componentPage(reader: Reader, group: ApiGroup, name: string, found: Found, registered: Registered): ApiPage {
  const { checker, require } = reader;
  const propsType = componentProps(found.symbol, name, checker, found.at)!;
  const { props, inherited } = memberProps(propsType, checker, found.at);
  const slotsProp = checker.getPropertyOfType(propsType, 'slots');
  const slots = slotsProp
    ? checker
        .getPropertiesOfType(checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(slotsProp, found.at)))
        .map((slot) => ({
          name: slot.name,
          default: tags(slot).get('default')?.[0],
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
      return typeof className === 'string'
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
  const signature = checker.getTypeOfSymbolAtLocation(found.symbol, found.at).getCallSignatures()[0];
  if (!signature) throw new Error(`${name} is exported as a hook but is not callable`);
  const paramDocs = new Map(
    (tags(found.symbol).get('param') ?? []).map((text) => {
      const [first, ...rest] = text.split(/\s+/);
      return [first, rest.join(' ')] as const;
    }),
  );
  return {
    ...pageBase(reader, group, name, found, registered),
    kind: 'hook',
    imports: importLines(reader, name, found),
    parameters: signature.getParameters().map((parameter) => ({
      name: parameter.name,
      type: typeText(parameter, checker, found.at),
      optional: (parameter.valueDeclaration as ts.ParameterDeclaration | undefined)?.questionToken !== undefined,
      descriptionHtml: markdownToHtml(paramDocs.get(parameter.name) ?? ''),
    })),
    returns: printType(signature.getReturnType(), checker),
  };
}

function typePage(reader: Reader, group: ApiGroup, name: string, found: Found, registered: Registered): ApiPage {
  const { checker } = reader;
  const type = checker.getDeclaredTypeOfSymbol(found.symbol);
  const declaration = found.symbol.declarations?.[0];
  const aliasOf = declaration && ts.isTypeAliasDeclaration(declaration) ? declaration.type.getText().replace(/\s+/g, ' ') : undefined;
  // A union (GridColDef) documents the members its variants share; an array alias documents only itself.
  const memberType = checker.isArrayType(type) ? null : type;
  const { props } = memberType ? memberProps(memberType, checker, found.at) : { props: [] };
  return {
    ...pageBase(reader, group, name, found, registered),
    kind: 'interface',
    imports: found.packages.map((spec) => `import type { ${name} } from '${spec.name}';`),
    props,
    ...(aliasOf ? { aliasOf } : {}),
  };
}

/** api-index.ts and one JSON file per page; returns the largest page's size in bytes. */
async function writeApiArtefacts(output: string, index: ApiIndex, pages: ApiPage[]): Promise<number> {
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
    const text = JSON.stringify(resolvePageLinks(page, pathsByName));
    largest = Math.max(largest, text.length);
    pageFiles.set(path.join(page.group, `${page.slug}.json`), text);
  }
  await syncFolder(path.join(output, 'api-pages'), pageFiles);
  return largest;
}
