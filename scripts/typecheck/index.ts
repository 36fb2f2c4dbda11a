/**
 * `npm run typecheck`: TypeScript over the app, the demos, the scripts and the
 * tests, in the programs `planPrograms` lays out. Source files are parsed once
 * and shared between the programs, so each extra program costs only its check.
 */
import path from 'node:path';
import ts from 'typescript';
import { demoCompilerOptions, planPrograms, sourceTextForTypecheck } from './programs';

const root = path.resolve(import.meta.dirname, '../..');
const configPath = path.join(root, 'tsconfig.json');
const config = ts.readConfigFile(configPath, ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
if (parsed.errors.length > 0) {
  console.error(ts.formatDiagnostics(parsed.errors, formatHost()));
  process.exit(2);
}

const host = ts.createCompilerHost(parsed.options);
const parsedFiles = new Map<string, ts.SourceFile | undefined>();
const getSourceFile = host.getSourceFile.bind(host);
host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
  if (!parsedFiles.has(fileName)) {
    const original = getSourceFile(fileName, languageVersion, onError, shouldCreate);
    const text = original && sourceTextForTypecheck(fileName, original.text);
    parsedFiles.set(fileName, original && text !== original.text ? ts.createSourceFile(fileName, text!, languageVersion) : original);
  }
  return parsedFiles.get(fileName);
};

const ambient = parsed.fileNames.filter((file) => file.endsWith('.d.ts'));
const demoRoot = `${path.join(root, 'content')}/`;
const plans = planPrograms(parsed.fileNames, (file) => ts.sys.readFile(file) ?? '', ambient, demoRoot);
const demoOptions = demoCompilerOptions(parsed.options);
const started = performance.now();
let errors = 0;
for (const plan of plans) {
  const program = ts.createProgram({ rootNames: plan.files, options: plan.demos ? demoOptions : parsed.options, host });
  // A site file that imports a demo makes the site program check it too, under the site's options.
  const diagnostics = ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => plan.demos || !diagnostic.file?.fileName.startsWith(demoRoot));
  errors += diagnostics.length;
  if (diagnostics.length > 0) {
    console.error(`\n${plan.name} (${plan.files.length} files):`);
    console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost()));
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const summary = `typecheck: ${parsed.fileNames.length} files in ${plans.length} programs (${plans.map((plan) => plan.name).join(', ')}), ${errors} errors, ${seconds} s`;
console.log(summary);
process.exit(errors > 0 ? 1 : 0);

function formatHost(): ts.FormatDiagnosticsHost {
  return { getCanonicalFileName: (file) => file, getCurrentDirectory: () => root, getNewLine: () => '\n' };
}
