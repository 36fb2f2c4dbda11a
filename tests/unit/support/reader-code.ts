/**
 * Type-checks code a reader pastes into a project (migration "after" blocks,
 * playground output) against the packages this site installs, under strict
 * settings close to a new React project's. Each file is written beside the
 * project, so that its imports resolve to this node_modules.
 */
import path from 'node:path';
import ts from 'typescript';

const READER_OPTIONS: ts.CompilerOptions = {
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  strict: true,
  esModuleInterop: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/** Every type error in the files, each named by where its code came from (file path → origin). */
export function typeErrorsIn(origins: ReadonlyMap<string, string>): string[] {
  const program = ts.createProgram([...origins.keys()], READER_OPTIONS);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file ? (origins.get(path.resolve(diagnostic.file.fileName)) ?? diagnostic.file.fileName) : '';
    return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}
