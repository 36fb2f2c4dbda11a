/**
 * A demo's source, as a reader edits it, turned into a CommonJS module the
 * browser can run: TypeScript types and JSX removed, imports turned into
 * `require` calls, and every loop guarded against running for ever
 * (loop-guard.ts). Sucrase keeps every statement on its source line, so a
 * line in an error is the line the reader sees in the editor.
 */
import { transform } from 'sucrase';
import type { CodeVariant } from '~/content/manifest';
import { guardLoops } from './loop-guard';

export interface TranspiledDemo {
  /** CommonJS: reads `require`, `module` and `exports` from its scope. */
  code: string;
  /** Module specifiers the code needs at run time, in order of appearance (type-only imports are gone). */
  imports: string[];
  /** The line of each loop the code's guard calls name (see loop-guard.ts). */
  loopLines: number[];
}

/** A syntax error with the place the reader has to look at: 1-based line and column. */
export class DemoSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
    this.name = 'DemoSyntaxError';
  }
}

const REQUIRE_CALL = /\brequire\((['"])([^'"]+)\1\)/g;

export function transpileDemo(source: string, variant: CodeVariant): TranspiledDemo {
  let code: string;
  let loopLines: number[];
  try {
    const guarded = guardLoops(source, variant);
    loopLines = guarded.loopLines;
    code = transform(guarded.source, {
      transforms: variant === 'TS' ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
    }).code;
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    // Sucrase puts the place at the end of its message too: "Unexpected token (3:5)".
    const message = (error as Error).message.replace(/\s*\(\d+:\d+\)$/, '');
    throw new DemoSyntaxError(message, loc?.line ?? 1, (loc?.column ?? 0) + 1);
  }
  const imports = [...new Set([...code.matchAll(REQUIRE_CALL)].map((match) => match[2]!))];
  return { code, imports, loopLines };
}
