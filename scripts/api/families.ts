/**
 * The packages each API family is read from, and the edition each belongs
 * to: what tells a member declared by a paid package from a community one.
 */
import type { ApiGroup, Edition } from '../../app/api-docs/api-types';

export interface PackageSpec {
  name: string;
  edition: Edition;
}

export const FAMILIES: Record<ApiGroup, PackageSpec[]> = {
  'data-grid': [
    { name: '@mui/x-data-grid', edition: 'community' },
    { name: '@mui/x-data-grid-pro', edition: 'pro' },
    { name: '@mui/x-data-grid-premium', edition: 'premium' },
  ],
  'date-pickers': [
    { name: '@mui/x-date-pickers', edition: 'community' },
    { name: '@mui/x-date-pickers-pro', edition: 'pro' },
  ],
  charts: [
    { name: '@mui/x-charts', edition: 'community' },
    { name: '@mui/x-charts-pro', edition: 'pro' },
  ],
  'tree-view': [
    { name: '@mui/x-tree-view', edition: 'community' },
    { name: '@mui/x-tree-view-pro', edition: 'pro' },
  ],
};

export const EDITION_RANK: Record<Edition, number> = { community: 0, pro: 1, premium: 2 };

export function lowestEdition(editions: Edition[]): Edition {
  return [...editions].sort((a, b) => EDITION_RANK[a] - EDITION_RANK[b])[0] ?? 'community';
}

/** Every family's packages by name, for the edition a declaration file belongs to. */
const EDITION_OF_PACKAGE = new Map(
  Object.values(FAMILIES)
    .flat()
    .map((spec) => [spec.name, spec.edition] as const),
);

/** The edition of the package a declaration file is in; undefined outside MUI X's packages. */
export function editionOfFile(file: string): Edition | undefined {
  const packageName = /\/node_modules\/(@mui\/x-[^/]+)\//.exec(file)?.[1];
  return packageName ? EDITION_OF_PACKAGE.get(packageName) : undefined;
}
