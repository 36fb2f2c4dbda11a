/**
 * How the type check splits the project into TypeScript programs. Each date
 * adapter augments the pickers' `PickerValidDateLookup`, so a program that
 * sees every adapter types every picker value as the union of all the date
 * libraries, which no reader's project does. A demo that imports an adapter
 * other than the site's default is therefore checked in a program of its own,
 * with the other demos that import the same adapters, as it would be in a
 * reader's project.
 *
 * Demos are also checked with the options of a reader's project (`strict`),
 * while the site's own code has stricter ones (see `demoCompilerOptions`).
 */
import type ts from 'typescript';
import { DEFAULT_DATE_ADAPTER, dateAdapterImported, dateAdapterPackage } from '../../app/demos/demo-dependencies';
import { importSpecifiers } from '../content/demo-files';

export interface ProgramPlan {
  /** `site`, `demos`, or the adapters its demos import joined by `+`. */
  name: string;
  files: string[];
  /** Checked with `demoCompilerOptions`; a site program reports only the site's own files. */
  demos: boolean;
}

/**
 * The site's tsconfig adds checks that readers' projects rarely have
 * (`noUncheckedIndexedAccess` turns every `rows[0].name` into an error): a demo
 * is code to copy, so it is held to `strict`, the setting a new project starts with.
 */
export function demoCompilerOptions(siteOptions: ts.CompilerOptions): ts.CompilerOptions {
  return { ...siteOptions, noUncheckedIndexedAccess: false, noImplicitOverride: false, noFallthroughCasesInSwitch: false };
}

/**
 * `files` are the project's files; `shared` go into every program (ambient
 * declarations); files under `demoRoot` are demos. Throws the adapter TypeError
 * for an adapter the site does not know.
 */
export function planPrograms(
  files: readonly string[],
  readFile: (file: string) => string,
  shared: readonly string[] = [],
  demoRoot = 'content/',
): ProgramPlan[] {
  const groups = new Map<string, string[]>();
  const site: string[] = [];
  const demos: string[] = [];
  for (const file of files) {
    if (!file.startsWith(demoRoot)) {
      site.push(file);
      continue;
    }
    const adapters = /\.(tsx?|mts)$/.test(file) ? adaptersImportedBy(file, readFile(file)) : [];
    if (adapters.every((adapter) => adapter === DEFAULT_DATE_ADAPTER)) {
      demos.push(file);
      continue;
    }
    const key = adapters.join('+');
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  const withShared = (list: string[]) => [...new Set([...shared, ...list])];
  return [
    { name: 'site', files: site, demos: false },
    { name: 'demos', files: withShared(demos), demos: true },
    ...[...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, list]) => ({ name, files: withShared(list), demos: true })),
  ];
}

function adaptersImportedBy(file: string, source: string): string[] {
  const adapters = new Set<string>();
  for (const specifier of importSpecifiers(source)) {
    const adapter = dateAdapterImported(specifier);
    if (!adapter) continue;
    dateAdapterPackage(adapter, file);
    adapters.add(adapter);
  }
  return [...adapters].sort();
}

/** The generated registry of demo modules, which the app imports. */
const DEMO_REGISTRY = /(^|[\\/])app[\\/]\.generated[\\/]registry\.ts$/;
const DEMO_IMPORT = /import\("(?:\.\.\/)+content\/[^"]+"\)/g;

/**
 * The text a program reads for a file. The registry reaches every demo through
 * a dynamic import, which would pull the demos of every adapter into the app's
 * program and widen its date type again; each demo is checked in its own
 * program instead, so the registry's demo imports are typed as placeholders.
 */
export function sourceTextForTypecheck(file: string, text: string): string {
  return DEMO_REGISTRY.test(file) ? text.replace(DEMO_IMPORT, '(null as never)') : text;
}
