import { transform } from 'sucrase';
import * as prettier from 'prettier';

/** The formatting both demo variants share, so the JS reads like the TS it came from. */
export const DEMO_PRETTIER_OPTIONS: prettier.Options = {
  singleQuote: true,
  printWidth: 85,
  trailingComma: 'all',
};

/**
 * The JavaScript variant of a TypeScript demo: type annotations, interfaces
 * and type-only imports removed, JSX and ES syntax left exactly as written.
 * Sucrase keeps every token's line, so comments and blank lines survive;
 * prettier then tidies the gaps that removed declarations leave behind.
 */
export async function tsToJs(source: string, filename = 'demo.tsx'): Promise<string> {
  const { code } = transform(source, {
    transforms: ['typescript', 'jsx'],
    jsxRuntime: 'preserve',
    disableESTransforms: true,
    filePath: filename,
  });
  return prettier.format(code, { ...DEMO_PRETTIER_OPTIONS, parser: 'babel' });
}
