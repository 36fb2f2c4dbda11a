/**
 * What a downloaded demo project needs besides the demo's own imports, and
 * the file the content build writes their installed versions to: a project
 * runs with the versions this site runs.
 */
export const PROJECT_TOOLCHAIN_FILE = 'project-toolchain.json';

/**
 * Always in a project: React renders the demo, Emotion styles Material UI, and
 * every @mui/x-* package takes Material UI and MUI System as peers, which npm
 * would otherwise install at their newest versions, not this site's.
 */
export const PROJECT_RUNTIME_PACKAGES = [
  'react',
  'react-dom',
  '@emotion/react',
  '@emotion/styled',
  '@mui/material',
  '@mui/system',
] as const;
/** The dev server and bundler; the type packages only in TypeScript projects. */
export const PROJECT_DEV_PACKAGES = ['vite', 'typescript', '@types/react', '@types/react-dom'] as const;

export interface ProjectToolchain {
  /** Installed version of each toolchain package, and of each `@types/*` package a demo's imports need. */
  versions: Record<(typeof PROJECT_RUNTIME_PACKAGES)[number] | (typeof PROJECT_DEV_PACKAGES)[number], string> & Record<string, string>;
  /**
   * Packages this site installs from a tarball of its own because the npm
   * registry lacks their version (README: "The vendored Tree View Pro
   * package"): name → the tarball's path in this repository.
   */
  vendored: Record<string, string>;
}

/** The DefinitelyTyped package of a package that ships no types of its own: `luxon` → `@types/luxon`, `@scope/name` → `@types/scope__name`. */
export function typesPackageOf(name: string): string {
  return `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
}
