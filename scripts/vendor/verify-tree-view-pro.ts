/**
 * Checks vendor/mui-x-tree-view-pro-8.7.0.tgz against two references:
 *
 * 1. The published @mui/x-tree-view-pro 8.8.0 (fetched with `npm pack`): the package's sources did not
 *    change between the v8.7.0 and v8.8.0 tags, so both must hold the same files, every module must
 *    export the same names under `require` and `import`, and the declarations must match once both
 *    are formatted alike.
 * 2. Its own v8.7.0 sources: every name `src/index.ts` exports must be exported by the built
 *    `index.d.ts` with the same type.
 *
 *   npx tsx scripts/vendor/verify-tree-view-pro.ts
 *
 * Prints what differs and exits with 1 on a difference that is not listed below as expected.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Under the project so both packages load the project's react, @mui/material and @mui/x-tree-view.
const scratch = path.join(root, '.cache/x-tree-view-pro-verify');
const sources = path.join(root, '.cache/x-tree-view-pro-build/source/packages/x-tree-view-pro/src');

/**
 * The one declaration difference the two builds are known to have: 8.8.0's compiler named a type
 * through the package root, ours through `/models`; both resolve to the same declaration.
 */
const EQUIVALENT_IMPORTS: [RegExp, string][] = [[/import\('@mui\/x-tree-view\/models'\)/g, "import('@mui/x-tree-view')"]];

function unpack(tarball: string, into: string): string {
  fs.mkdirSync(into, { recursive: true });
  execFileSync('tar', ['xzf', tarball, '-C', into]);
  return path.join(into, 'package');
}

function files(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

async function exportedNames(packageDir: string, file: string): Promise<string> {
  const full = path.join(packageDir, file);
  const keys = file.startsWith('esm/') ? Object.keys(await import(pathToFileURL(full).href)) : Object.keys(createRequire(full)(full) as object);
  return keys.filter((key) => key !== '__esModule').sort().join(',');
}

async function normalisedDeclaration(file: string): Promise<string> {
  const formatted = await prettier.format(fs.readFileSync(file, 'utf8'), { parser: 'typescript', singleQuote: true, printWidth: 100 });
  return EQUIVALENT_IMPORTS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), formatted);
}

/**
 * Each export of a module: for a name the package declares itself, its type as the checker prints
 * it, with the package's own location written as `<package>`; for a re-export of another package
 * (the community Tree View), the declaration it leads to.
 */
function exportTypes(entry: string, packageDir: string, options: ts.CompilerOptions): Map<string, string> {
  const program = ts.createProgram([entry], { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!source || !symbol) throw new Error(`cannot read ${entry}`);
  const own = (text: string) => text.split(packageDir).join('<package>').replace(/(\.d)?\.tsx?\b/g, '');
  const result = new Map<string, string>();
  for (const exported of checker.getExportsOfModule(symbol)) {
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaredIn = target.declarations?.[0]?.getSourceFile().fileName ?? '';
    if (!declaredIn.startsWith(packageDir)) {
      result.set(exported.name, `re-export of ${path.relative(root, declaredIn)}#${target.name}`);
      continue;
    }
    const isValue = (target.flags & ts.SymbolFlags.Value) !== 0;
    const type = isValue ? checker.getTypeOfSymbolAtLocation(target, source) : checker.getDeclaredTypeOfSymbol(target);
    result.set(exported.name, own(`${isValue ? 'value' : 'type'} ${checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType)}`));
  }
  return result;
}

async function main(): Promise<void> {
  if (!fs.existsSync(sources)) throw new Error('Run scripts/vendor/build-tree-view-pro.ts first: it checks out the v8.7.0 sources this compares against.');
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch, { recursive: true });
  const packed = execFileSync('npm', ['pack', '@mui/x-tree-view-pro@8.8.0', '--pack-destination', scratch, '--silent'], { cwd: scratch, encoding: 'utf8' }).trim();
  const published = unpack(path.join(scratch, packed), path.join(scratch, 'published'));
  const built = unpack(path.join(root, 'vendor/mui-x-tree-view-pro-8.7.0.tgz'), path.join(scratch, 'built'));
  const problems: string[] = [];

  const [builtFiles, publishedFiles] = [files(built), files(published)];
  const missing = publishedFiles.filter((file) => !builtFiles.includes(file));
  const extra = builtFiles.filter((file) => !publishedFiles.includes(file));
  if (missing.length || extra.length) problems.push(`files: missing ${missing.join(', ') || 'none'}; extra ${extra.join(', ') || 'none'}`);
  console.log(`files: ${builtFiles.length} built, ${publishedFiles.length} in 8.8.0${missing.length || extra.length ? '' : ', the same paths'}`);

  const modules = builtFiles.filter((file) => file.endsWith('.js') && publishedFiles.includes(file));
  let sameExports = 0;
  for (const file of modules) {
    const [ours, theirs] = [await exportedNames(built, file), await exportedNames(published, file)];
    if (ours === theirs) sameExports++;
    else problems.push(`exports of ${file}: built [${ours}] vs 8.8.0 [${theirs}]`);
  }
  console.log(`runtime exports: ${sameExports} of ${modules.length} modules (CommonJS and ES) export the same names`);

  const declarations = builtFiles.filter((file) => file.endsWith('.d.ts') && publishedFiles.includes(file));
  let sameDeclarations = 0;
  for (const file of declarations) {
    const [ours, theirs] = [await normalisedDeclaration(path.join(built, file)), await normalisedDeclaration(path.join(published, file))];
    if (ours === theirs) sameDeclarations++;
    else problems.push(`declarations differ: ${file}`);
  }
  console.log(`declarations: ${sameDeclarations} of ${declarations.length} identical once formatted alike`);

  const options: ts.CompilerOptions = {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    baseUrl: root,
    paths: { '@mui/x-tree-view/*': ['node_modules/@mui/x-tree-view/esm/*'] },
  };
  const fromSource = exportTypes(path.join(sources, 'index.ts'), sources, options);
  const fromBuild = exportTypes(path.join(built, 'esm/index.d.ts'), path.join(built, 'esm'), options);
  let sameTypes = 0;
  for (const [name, type] of fromSource) {
    if (fromBuild.get(name) === type) sameTypes++;
    else problems.push(`type of ${name}: source ${type} vs built ${fromBuild.get(name) ?? '(not exported)'}`);
  }
  for (const name of fromBuild.keys()) if (!fromSource.has(name)) problems.push(`${name} is exported by the build but not by the source`);
  console.log(`types: ${sameTypes} of ${fromSource.size} exports of the v8.7.0 source have the same type in the build (${fromBuild.size} exported)`);

  fs.rmSync(scratch, { recursive: true, force: true });
  if (problems.length) {
    console.error(`\n${problems.length} difference(s):\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nNo differences.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
