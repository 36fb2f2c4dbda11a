/**
 * How the type check splits the project into TypeScript programs. Each date
 * adapter augments the pickers' `PickerValidDateLookup`, so a program that
 * sees every adapter types every picker value as the union of all the date
 * libraries, which no reader's project does. A demo that imports an adapter
 * other than the site's default is therefore checked in a program of its own,
 * with the other demos that import the same adapters, as it would be in a
 * reader's project.
 */
import { DEFAULT_DATE_ADAPTER, dateAdapterImported, dateAdapterPackage } from '../../app/demos/demo-dependencies';
import { importSpecifiers } from '../content/demo-files';

export interface ProgramPlan {
  /** `default`, or the adapters its files import joined by `+`. */
  name: string;
  files: string[];
}

/**
 * `files` are the project's files; `shared` go into every program (ambient
 * declarations). Throws the adapter TypeError for an adapter the site does not know.
 */
export function planPrograms(files: readonly string[], readFile: (file: string) => string, shared: readonly string[] = []): ProgramPlan[] {
  const groups = new Map<string, string[]>();
  const main: string[] = [];
  for (const file of files) {
    const adapters = /\.(tsx?|mts)$/.test(file) ? adaptersImportedBy(file, readFile(file)) : [];
    if (adapters.every((adapter) => adapter === DEFAULT_DATE_ADAPTER)) {
      main.push(file);
      continue;
    }
    const key = adapters.join('+');
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  const withShared = (list: string[]) => [...new Set([...shared, ...list])];
  return [
    { name: 'default', files: main },
    ...[...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, list]) => ({ name, files: withShared(list) })),
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
