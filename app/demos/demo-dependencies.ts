/**
 * Which npm packages a demo needs, from the modules it imports. The date
 * pickers' adapters are the one case where an import names a package only
 * indirectly: `@mui/x-date-pickers/AdapterLuxon` is useless without `luxon`.
 */

/** Specification §5: the date-library adapters a demo may import, each with the package it needs. */
export const DATE_ADAPTER_PACKAGES = {
  AdapterDateFns: 'date-fns',
  AdapterDateFnsJalali: 'date-fns-jalali',
  AdapterDayjs: 'dayjs',
  AdapterLuxon: 'luxon',
  AdapterMoment: 'moment',
  AdapterMomentHijri: 'moment-hijri',
  AdapterMomentJalaali: 'moment-jalaali',
} as const;

export type DateAdapterName = keyof typeof DATE_ADAPTER_PACKAGES;

/** The adapter the pickers use when a page does not say otherwise. */
export const DEFAULT_DATE_ADAPTER: DateAdapterName = 'AdapterDayjs';

const ADAPTER_IMPORT = /^@mui\/x-date-pickers(?:-pro)?\/(Adapter[A-Za-z0-9]*)(?:\/|$)/;

/** The adapter an import specifier brings in (`@mui/x-date-pickers/AdapterLuxon` → `AdapterLuxon`), if any. */
export function dateAdapterImported(specifier: string): string | null {
  return ADAPTER_IMPORT.exec(specifier)?.[1] ?? null;
}

export function isKnownDateAdapter(name: string): name is DateAdapterName {
  return Object.hasOwn(DATE_ADAPTER_PACKAGES, name);
}

/** The package an adapter needs; any adapter outside the specification's list is a TypeError naming it and the demo. */
export function dateAdapterPackage(adapter: string, demo: string): string {
  if (!isKnownDateAdapter(adapter)) {
    throw new TypeError(
      `${demo} imports the date adapter ${adapter}, which maps to no known package (known: ${Object.keys(DATE_ADAPTER_PACKAGES).join(', ')})`,
    );
  }
  return DATE_ADAPTER_PACKAGES[adapter];
}

/** The npm package of a bare import specifier (`@mui/material/Box` → `@mui/material`); null for relative imports. */
export function packageOfSpecifier(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('~')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

/** Every package a demo needs, sorted: the packages it imports, and each date adapter's library. */
export function packagesNeeded(specifiers: Iterable<string>, demo: string): string[] {
  const needed = new Set<string>();
  for (const specifier of specifiers) {
    const pkg = packageOfSpecifier(specifier);
    if (pkg) needed.add(pkg);
    const adapter = dateAdapterImported(specifier);
    if (adapter) needed.add(dateAdapterPackage(adapter, demo));
  }
  return [...needed].sort();
}

const DATA_GRID_PACKAGE = /^@mui\/x-data-grid(?:-pro|-premium)?$/;

/** Whether `name` is the Data Grid, of any plan. */
export function isDataGridPackage(name: string): boolean {
  return DATA_GRID_PACKAGE.test(name);
}

/** Packages every React project has; the demo panel leaves them out of its "Needs" line. */
export const IMPLIED_PACKAGES: ReadonlySet<string> = new Set(['react', 'react-dom']);
