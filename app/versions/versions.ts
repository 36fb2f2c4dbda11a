/**
 * The documentation versions readers can switch between: this site first,
 * then the archived sites of earlier majors. The one list of versions; the
 * switcher and the migration pages read it.
 */
export interface VersionEntry {
  text: string;
  href: string;
  current: boolean;
}

/** The version of every @mui/x-* package this site runs and documents. */
export const DOCUMENTED_VERSION = '8.7.0';

export const versions: VersionEntry[] = [
  { text: DOCUMENTED_VERSION, href: '/x/', current: true },
  { text: 'v7', href: 'https://v7.mui.com/x/introduction/', current: false },
  { text: 'v6', href: 'https://v6.mui.com/x/introduction/', current: false },
  { text: 'v5', href: 'https://v5.mui.com/x/introduction/', current: false },
  { text: 'v4', href: 'https://v4.mui.com/components/data-grid/', current: false },
];

export const currentVersion: VersionEntry = versions.find((version) => version.current)!;
