/**
 * Rebuilds vendor/mui-x-tree-view-pro-8.7.0.tgz from the v8.7.0 tag of mui/mui-x.
 *
 * MUI published @mui/x-tree-view-pro 8.7.0 with the rest of the 8.7.0 release, but the npm registry
 * this project installs from lacks that one version. The site documents exactly what it runs, so the
 * package is built here from the tagged source (`packages/x-tree-view-pro`) in the layout of MUI's
 * published packages: CommonJS at the root, ES modules in `esm/`, declarations beside both, a
 * `package.json` with `exports`, and the licence, readme and changelog inside.
 *
 * MUI builds with babel; this uses esbuild and the TypeScript compiler, which the project already has.
 * What MUI's babel configuration does beyond plain TypeScript is reproduced: the release date the
 * licence check reads, `propTypes` kept out of production bundles, `displayName` in development, and
 * `.js` extensions on the relative imports of the ES modules.
 *
 *   npx tsx scripts/vendor/build-tree-view-pro.ts [--git-dir <mui-x clone or bare mirror>]
 *
 * The git directory defaults to $MUI_X_GIT_DIR, then /work/.mirror/mui+mui-x/repo.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import ts from 'typescript';

const TAG = 'v8.7.0';
/** The commit the tag names on GitHub: a moved or forged tag stops the build. */
const TAG_COMMIT = '95a1e22f24caa85a40cd81745efd40244e17165f';
const PACKAGE_DIR = 'packages/x-tree-view-pro';
const VERSION = '8.7.0';
/**
 * The release date MUI's build writes into every Pro package (base64 of the timestamp of the release
 * day); licence keys are checked against it. Every installed 8.7.0 Pro package carries this value.
 */
const RELEASE_INFO = 'MTc1MTU4MDAwMDAwMA==';
/** esbuild's version of the browsers in MUI's "stable" browserslist at the tag. */
const TARGETS = ['chrome109', 'edge121', 'firefox115', 'safari15.4', 'ios15.4'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Under the project (so react and @mui/material resolve from its node_modules) but outside
// node_modules, where the compiler would treat the sources as a dependency and write odd import paths.
const workDir = path.join(root, '.cache/x-tree-view-pro-build');
const sourceDir = path.join(workDir, 'source');
const outDir = path.join(workDir, 'package');
const vendorDir = path.join(root, 'vendor');

function gitDirFromArgs(): string {
  const flag = process.argv.indexOf('--git-dir');
  const given = flag !== -1 ? process.argv[flag + 1] : (process.env.MUI_X_GIT_DIR ?? '/work/.mirror/mui+mui-x/repo');
  if (!given) throw new Error('--git-dir needs a path');
  const dotGit = path.join(given, '.git');
  return fs.existsSync(dotGit) ? dotGit : given;
}

function git(gitDir: string, ...args: string[]): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** Copies the package and the few workspace files its manifest refers to out of git, at the tagged commit. */
function checkout(gitDir: string): void {
  const commit = git(gitDir, 'rev-parse', `${TAG}^{commit}`).trim();
  if (commit !== TAG_COMMIT) throw new Error(`${TAG} points to ${commit}, expected ${TAG_COMMIT}`);
  const files = git(gitDir, 'ls-tree', '-r', '--name-only', commit, PACKAGE_DIR).split('\n').filter(Boolean);
  const workspace = ['pnpm-workspace.yaml', 'CHANGELOG.md', 'mui-env.d.ts', 'packages/x-tree-view/package.json', 'packages/x-license/package.json', 'packages/x-internals/package.json'];
  fs.rmSync(sourceDir, { recursive: true, force: true });
  for (const file of [...files, ...workspace]) {
    const target = path.join(sourceDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, execFileSync('git', ['--git-dir', gitDir, 'show', `${commit}:${file}`], { maxBuffer: 64 * 1024 * 1024 }));
  }
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** The files MUI's build compiles: sources, without tests, specs and test helpers. */
export function isBuildSource(relative: string): boolean {
  if (!/\.tsx?$/.test(relative) || relative.endsWith('.d.ts')) return false;
  if (/\.(test|spec)\.tsx?$/.test(relative)) return false;
  return !relative.split('/').includes('tests');
}

/** `./RichTreeViewPro` → `./RichTreeViewPro/index.js`, `./richTreeViewProClasses` → `./richTreeViewProClasses.js`. */
export function withJsExtension(specifier: string, fromFile: string, exists: (file: string) => boolean): string {
  if (!specifier.startsWith('.')) return specifier;
  const base = path.resolve(path.dirname(fromFile), specifier);
  if (['.ts', '.tsx', '.d.ts'].some((extension) => exists(base + extension))) return `${specifier}.js`;
  if (['index.ts', 'index.tsx', 'index.d.ts'].some((index) => exists(path.join(base, index)))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${fromFile}: cannot resolve ${specifier}`);
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

function applyEdits(text: string, edits: Edit[]): string {
  return [...edits].sort((a, b) => b.start - a.start).reduce((result, edit) => result.slice(0, edit.start) + edit.text + result.slice(edit.end), text);
}

/**
 * The source-level parts of MUI's babel configuration: the release date, `propTypes` wrapped so that
 * production bundles drop them, `displayName` on forwardRef components, and (for ES modules) relative
 * specifiers with their `.js` file.
 */
export function prepareSource(fileName: string, text: string, options: { esm: boolean; exists: (file: string) => boolean }): string {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edits: Edit[] = [];
  const development = 'process.env.NODE_ENV !== "production"';

  const rewrite = (literal: ts.StringLiteral) => {
    const resolved = withJsExtension(literal.text, fileName, options.exists);
    if (resolved !== literal.text) edits.push({ start: literal.getStart(), end: literal.getEnd(), text: JSON.stringify(resolved) });
  };
  // Declarations also name modules inside types: `import("./types").Position`.
  const visitSpecifiers = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      rewrite(node.moduleSpecifier);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      rewrite(node.argument.literal);
    }
    ts.forEachChild(node, visitSpecifiers);
  };
  if (options.esm) visitSpecifiers(source);

  for (const statement of source.statements) {

    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        const name = ts.isIdentifier(declaration.name) ? declaration.name.text : null;
        if (name && /^[A-Z]/.test(name) && init && ts.isCallExpression(init) && /(?:^|\.)(?:forwardRef|memo)$/.test(init.expression.getText())) {
          edits.push({ start: statement.getEnd(), end: statement.getEnd(), text: `\nif (${development}) ${name}.displayName = ${JSON.stringify(name)};` });
        }
      }
    }

    if (ts.isExpressionStatement(statement) && ts.isBinaryExpression(statement.expression)) {
      const { left, operatorToken } = statement.expression;
      if (operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(left) && left.name.text === 'propTypes') {
        edits.push({ start: statement.expression.getStart(), end: statement.expression.getStart(), text: `${development} ? ` });
        edits.push({ start: statement.expression.getEnd(), end: statement.expression.getEnd(), text: ' : void 0' });
      }
    }
  }

  const prepared = applyEdits(text, edits);
  if (text.includes("'__RELEASE_INFO__'") !== prepared.includes("'__RELEASE_INFO__'")) throw new Error('release marker was edited');
  return prepared.replace("'__RELEASE_INFO__'", JSON.stringify(RELEASE_INFO));
}

async function buildJavaScript(sources: string[], packageSource: string): Promise<void> {
  const exists = (file: string) => fs.existsSync(file);
  for (const file of sources) {
    const relative = path.relative(path.join(packageSource, 'src'), file);
    const text = fs.readFileSync(file, 'utf8');
    for (const esm of [false, true]) {
      const result = await esbuild.transform(prepareSource(file, text, { esm, exists }), {
        loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
        format: esm ? 'esm' : 'cjs',
        jsx: 'automatic',
        target: TARGETS,
        sourcefile: relative,
        // Class fields as assignments, like babel's loose mode in MUI's build.
        tsconfigRaw: { compilerOptions: { useDefineForClassFields: false, verbatimModuleSyntax: false } },
      });
      const target = path.join(outDir, esm ? 'esm' : '', relative.replace(/\.tsx?$/, '.js'));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, result.code);
    }
  }
}

/** TS18047, "'x' is possibly 'null'". */
const REACT_18_NULLABLE_REF = 18047;

function buildDeclarations(sources: string[], packageSource: string): void {
  const declarationsDir = path.join(workDir, 'declarations');
  fs.rmSync(declarationsDir, { recursive: true, force: true });
  const options: ts.CompilerOptions = {
    declaration: true,
    emitDeclarationOnly: true,
    outDir: declarationsDir,
    rootDir: path.join(packageSource, 'src'),
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.esnext.d.ts'],
    strict: true,
    // The package's own tsconfig turns this off.
    noImplicitAny: false,
    isolatedModules: true,
    skipLibCheck: true,
    esModuleInterop: true,
    types: ['@mui/material/themeCssVarsAugmentation'],
    // Deep imports of the community package (MUI's monorepo maps them to its sources) resolve to its
    // ES declarations, so inferred types name `@mui/x-tree-view/internals/…` as the published files do.
    baseUrl: root,
    paths: { '@mui/x-tree-view/*': ['node_modules/@mui/x-tree-view/esm/*'] },
  };
  const program = ts.createProgram([...sources, path.join(sourceDir, 'mui-env.d.ts')], options);
  // MUI checks the tag against @types/react 19, where a ref's `current` is never null; this project
  // has React 18's types, where `useLazyRef`'s result is nullable. That changes no declaration
  // (the refs are local variables), so only that diagnostic is let through.
  const tolerated = (diagnostic: ts.Diagnostic) => diagnostic.code === REACT_18_NULLABLE_REF;
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...program.emit().diagnostics].filter((diagnostic) => !tolerated(diagnostic));
  if (diagnostics.length > 0) {
    const host = { getCanonicalFileName: (name: string) => name, getCurrentDirectory: () => root, getNewLine: () => '\n' };
    throw new Error(`The declarations did not compile:\n${ts.formatDiagnostics(diagnostics, host)}`);
  }
  for (const file of walk(declarationsDir)) {
    const relative = path.relative(declarationsDir, file);
    const sourceFile = path.join(packageSource, 'src', relative.replace(/\.d\.ts$/, '.ts'));
    const fromFile = fs.existsSync(sourceFile) ? sourceFile : sourceFile.replace(/\.ts$/, '.tsx');
    const text = prepareSource(fromFile, fs.readFileSync(file, 'utf8'), { esm: true, exists: (candidate) => fs.existsSync(candidate) });
    for (const target of [path.join(outDir, relative), path.join(outDir, 'esm', relative)]) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, text);
    }
  }
}

/** The `catalog:` block of pnpm-workspace.yaml: one `name: range` per line. */
export function readCatalog(yaml: string): Record<string, string> {
  const catalog: Record<string, string> = {};
  const lines = yaml.split('\n');
  const start = lines.findIndex((line) => line.trim() === 'catalog:');
  if (start === -1) throw new Error('pnpm-workspace.yaml has no catalog');
  for (const line of lines.slice(start + 1)) {
    if (!/^\s+\S/.test(line)) break;
    const [, name, version] = /^\s+'?([^':]+)'?:\s*(\S+)\s*$/.exec(line) ?? [];
    if (name && version) catalog[name] = version;
  }
  return catalog;
}

type Manifest = Record<string, unknown> & { name: string; version: string; dependencies: Record<string, string> };

/** The manifest as MUI publishes it: workspace and catalog ranges made concrete, build entry points and exports added. */
export function publishedManifest(manifest: Manifest, catalog: Record<string, string>, workspaceVersion: (name: string) => string): Record<string, unknown> {
  const fromCatalog: Record<string, string> = {};
  const fromWorkspace: Record<string, string> = {};
  for (const [name, range] of Object.entries(manifest.dependencies)) {
    if (range === 'catalog:') {
      if (!catalog[name]) throw new Error(`${name} is not in the catalog`);
      fromCatalog[name] = catalog[name];
    } else if (range.startsWith('workspace:')) {
      fromWorkspace[name] = workspaceVersion(name);
    } else {
      fromCatalog[name] = range;
    }
  }
  const { scripts: _scripts, devDependencies: _devDependencies, ...kept } = manifest;
  const exported = (types: string, file: string) => ({ types, default: file });
  return {
    ...kept,
    main: './index.js',
    dependencies: { ...fromCatalog, ...fromWorkspace },
    private: false,
    module: './esm/index.js',
    exports: {
      './package.json': './package.json',
      '.': { require: exported('./index.d.ts', './index.js'), import: exported('./esm/index.d.ts', './esm/index.js') },
      './*': { require: exported('./*/index.d.ts', './*/index.js'), import: exported('./esm/*/index.d.ts', './esm/*/index.js') },
      './esm': null,
      './modern': null,
    },
    types: './index.d.ts',
  };
}

function licenceBanner(name: string, version: string): string {
  return `/**\n * ${name} v${version}\n *\n * @license MUI X Commercial\n * This source code is licensed under the commercial license found in the\n * LICENSE file in the root directory of this source tree.\n */\n`;
}

async function main(): Promise<void> {
  const gitDir = gitDirFromArgs();
  checkout(gitDir);
  const packageSource = path.join(sourceDir, PACKAGE_DIR);
  const manifest = JSON.parse(fs.readFileSync(path.join(packageSource, 'package.json'), 'utf8')) as Manifest;
  if (manifest.version !== VERSION) throw new Error(`${PACKAGE_DIR} is ${manifest.version} at ${TAG}, expected ${VERSION}`);

  fs.rmSync(outDir, { recursive: true, force: true });
  const sources = walk(path.join(packageSource, 'src')).filter((file) => isBuildSource(path.relative(path.join(packageSource, 'src'), file).split(path.sep).join('/')));
  await buildJavaScript(sources, packageSource);
  buildDeclarations(sources, packageSource);

  const catalog = readCatalog(fs.readFileSync(path.join(sourceDir, 'pnpm-workspace.yaml'), 'utf8'));
  const workspaceVersion = (name: string) => {
    const file = path.join(sourceDir, 'packages', name.replace('@mui/', ''), 'package.json');
    const { version } = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string };
    if (version !== VERSION) throw new Error(`${name} is ${version} at ${TAG}`);
    return version;
  };
  fs.writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(publishedManifest(manifest, catalog, workspaceVersion), null, 2)}\n`);
  fs.writeFileSync(path.join(outDir, 'esm/package.json'), JSON.stringify({ type: 'module', sideEffects: false }));
  for (const entry of ['index.js', 'esm/index.js']) {
    const file = path.join(outDir, entry);
    fs.writeFileSync(file, licenceBanner(manifest.name, manifest.version) + fs.readFileSync(file, 'utf8'));
  }
  fs.copyFileSync(path.join(packageSource, 'LICENSE'), path.join(outDir, 'LICENSE'));
  fs.copyFileSync(path.join(packageSource, 'README.md'), path.join(outDir, 'README.md'));
  fs.copyFileSync(path.join(sourceDir, 'CHANGELOG.md'), path.join(outDir, 'CHANGELOG.md'));

  fs.mkdirSync(vendorDir, { recursive: true });
  const packed = execFileSync('npm', ['pack', '--pack-destination', vendorDir, '--ignore-scripts'], { cwd: outDir, encoding: 'utf8' }).trim().split('\n').pop();
  console.log(`Built ${manifest.name}@${manifest.version} from ${TAG} (${TAG_COMMIT}): vendor/${packed}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
