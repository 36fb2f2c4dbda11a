import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every demo is TypeScript that readers copy, so it must compile against the
 * pinned packages; so must the app, the scripts and the tests. One program
 * over tsconfig.json, the same as `npm run typecheck`.
 */
describe('TypeScript', () => {
  it('finds no errors in the app, the demos, the scripts or the tests', () => {
    const configPath = path.resolve('tsconfig.json');
    const config = ts.readConfigFile(configPath, ts.sys.readFile);
    const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(configPath));
    const program = ts.createProgram(parsed.fileNames, parsed.options);
    const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const where = diagnostic.file
        ? `${path.relative(process.cwd(), diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}`
        : 'tsconfig';
      return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
    expect(parsed.fileNames.some((file) => file.includes('/content/') && file.endsWith('.tsx'))).toBe(true);
    expect(diagnostics).toEqual([]);
  }, 240_000);
});
