/**
 * How much of each locale an installed MUI X package translates, as the API
 * stage computes it from the package's own locale modules
 * (scripts/api/locale-coverage.ts) and the LocaleCoverage table shows it.
 */
import type { ApiGroup } from '~/api-docs/api-types';

export interface LocaleCoverageRow {
  /** The name the package exports the locale under: `frFR`, `heIL`, `eu`. */
  exportName: string;
  /** BCP 47 language tag: `fr-FR`. */
  tag: string;
  /** English name of the language and region, from `Intl.DisplayNames`. */
  name: string;
  direction: 'ltr' | 'rtl';
  /** Texts of the English locale that this locale provides. */
  translated: number;
  /** The keys it leaves out, which fall back to English. */
  missing: string[];
}

export interface LocaleCoverageFamily {
  /** The package whose `locales` entry point was read. */
  packageName: string;
  version: string;
  /** Texts in the English locale. */
  total: number;
  locales: LocaleCoverageRow[];
}

export type LocaleCoverage = Partial<Record<ApiGroup, LocaleCoverageFamily>>;

export function isLocaleFamily(coverage: LocaleCoverage, family: string): family is ApiGroup & keyof LocaleCoverage {
  return Object.hasOwn(coverage, family);
}

export function percentTranslated(row: LocaleCoverageRow, total: number): number {
  return total === 0 ? 0 : Math.floor((row.translated / total) * 100);
}
