/**
 * The pages name packages, props and state keys; each must exist in the
 * installed 8.7.0 packages. A page that claims what the declarations do not
 * have is wrong, however well it reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { apiIndex } from '~/.generated/api-index';
import type { ApiGroup, ApiPage } from '~/api-docs/api-types';

const CONTENT = path.resolve('content');

function contentFiles(): { file: string; text: string }[] {
  return fs
    .readdirSync(CONTENT, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(mdx|tsx?)$/.test(entry.name))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file: path.relative(process.cwd(), file), text: fs.readFileSync(file, 'utf8') };
    });
}

const files = contentFiles();

/** Packages the pages may name without their being installed here, each for a reason a reader can check. */
const NAMED_BUT_NOT_INSTALLED: Record<string, string> = {
  '@mui/x-codemod': 'a command run with npx, never a dependency',
  '@mui/x-license-pro': "the licence package's name before v7, named by the migration guides",
};

describe('packages named on the site', () => {
  const named = new Map<string, string>();
  for (const { file, text } of files)
    for (const [name] of text.matchAll(/@mui\/x-[a-z]+(?:-[a-z]+)*/g)) if (!named.has(name)) named.set(name, file);

  it('are found', () => {
    expect(named.size).toBeGreaterThan(8);
  });

  it('are installed at 8.7.0, or known not to be installable here', () => {
    const wrong = [...named].flatMap(([name, file]) => {
      if (Object.hasOwn(NAMED_BUT_NOT_INSTALLED, name)) return [];
      const manifest = path.resolve('node_modules', name, 'package.json');
      if (!fs.existsSync(manifest)) return [`${file}: ${name} is not installed`];
      const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
      // Internal helpers are versioned on their own; every package readers install is at 8.7.0.
      return version === '8.7.0' || name === '@mui/x-telemetry' ? [] : [`${file}: ${name} is at ${version}`];
    });
    expect(wrong).toEqual([]);
  });
});

/** The widest package of each family: it re-exports the others. */
const PACKAGE_ENTRIES = ['x-data-grid-premium', 'x-date-pickers-pro', 'x-charts-pro', 'x-tree-view-pro'].map((name) =>
  path.resolve('node_modules/@mui', name, 'index.d.ts'),
);
const program = ts.createProgram(PACKAGE_ENTRIES, { skipLibCheck: true, strict: true });
const checker = program.getTypeChecker();

/** Every name the installed packages export. */
const exportedNames = new Set(
  PACKAGE_ENTRIES.flatMap((entry) => {
    const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!);
    return module ? checker.getExportsOfModule(module).map((symbol) => symbol.name) : [];
  }),
);

describe('initialState keys named on the site', () => {
  const source = program.getSourceFile(path.resolve('node_modules/@mui/x-data-grid-premium/models/gridStatePremium.d.ts'));
  const declaration = source?.statements.find(
    (statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === 'GridInitialStatePremium',
  );
  const initialState = declaration && checker.getTypeAtLocation(declaration);

  /** Whether `initialState.a.b` is a path through the Premium grid's initial state (the widest there is). */
  function exists(keys: string[]): boolean {
    let type = initialState;
    for (const key of keys) {
      const property = type && checker.getNonNullableType(type).getProperty(key);
      if (!property || !declaration) return false;
      type = checker.getTypeOfSymbolAtLocation(property, declaration);
    }
    return true;
  }

  const paths = files.flatMap(({ file, text }) =>
    [...text.matchAll(/\binitialState\.([A-Za-z]+(?:\.[A-Za-z]+)*)/g)].map((match) => ({ file, keys: (match[1] ?? '').split('.') })),
  );

  it('are found, and the declarations are read', () => {
    expect(initialState).toBeDefined();
    expect(exists(['sorting', 'sortModel'])).toBe(true);
    expect(exists(['rowSelectionModel'])).toBe(false);
    expect(paths.length).toBeGreaterThan(5);
  });

  it('all exist in GridInitialStatePremium', () => {
    const missing = paths.filter(({ keys }) => !exists(keys)).map(({ file, keys }) => `${file}: initialState.${keys.join('.')}`);
    expect(missing).toEqual([]);
  });
});

describe('names linked to an API page', () => {
  const pages = new Map<string, ApiPage>();
  for (const [group, entries] of Object.entries(apiIndex)) {
    for (const slug of Object.keys(entries)) {
      const page = JSON.parse(fs.readFileSync(path.resolve('app/.generated/api-pages', group, `${slug}.json`), 'utf8')) as ApiPage;
      pages.set(`/x/api/${group as ApiGroup}/${slug}/`, page);
    }
  }
  const pageNames = new Set([...pages.values()].map((page) => page.name));

  /**
   * The identifier a reader looks up: `sortModel`, `filterMode="server"` → `filterMode`,
   * `apiRef.current?.setPage()` → `setPage`, `slots.columnMenu` → `columnMenu`, `initialState.pinnedColumns` → `initialState`.
   */
  const identifier = (text: string) => {
    const name = text
      .replace(/^apiRef\.current\??\./, '')
      .replace(/\(.*\)$/s, '')
      .replace(/=.*$/s, '')
      .trim();
    const [first, second] = name.split('.');
    return ((first === 'slots' || first === 'slotProps') && second ? second : first) ?? '';
  };

  const links = files.flatMap(({ file, text }) =>
    [...text.matchAll(/\[`([^`]+)`\]\((\/x\/api\/[^)#\s]+\/)(?:#[^)\s]*)?\)/g)].map((match) => ({
      file,
      name: identifier(match[1] ?? ''),
      target: match[2] ?? '',
    })),
  );

  it('are found', () => {
    expect(links.length).toBeGreaterThan(100);
  });

  it('are the page itself or one of its props, slots, classes or parameters, or a name the packages export', () => {
    expect(exportedNames.has('GridColTypeDef')).toBe(true);
    const wrong = links.filter(({ name, target }) => {
      const page = pages.get(target);
      if (!page) return true;
      const members = [
        page.name,
        ...page.props.map((prop) => prop.name),
        ...page.slots.map((slot) => slot.name),
        ...page.cssClasses.map((css) => css.key),
        ...page.signatures.flatMap((signature) => signature.parameters.map((parameter) => parameter.name)),
      ];
      return !members.includes(name) && !pageNames.has(name) && !exportedNames.has(name);
    });
    expect(wrong.map(({ file, name, target }) => `${file}: \`${name}\` → ${target}`)).toEqual([]);
  });
});
