/**
 * What a downloaded demo project needs besides the demo's own imports, and
 * the file the content build writes their installed versions to: a project
 * runs with the versions this site runs.
 */
export const PROJECT_TOOLCHAIN_FILE = 'project-toolchain.json';

/** Always in a project: React renders the demo, Emotion styles Material UI. */
export const PROJECT_RUNTIME_PACKAGES = ['react', 'react-dom', '@emotion/react', '@emotion/styled'] as const;
/** The dev server and bundler; the type packages only in TypeScript projects. */
export const PROJECT_DEV_PACKAGES = ['vite', 'typescript', '@types/react', '@types/react-dom'] as const;

export type ProjectToolchain = Record<(typeof PROJECT_RUNTIME_PACKAGES)[number] | (typeof PROJECT_DEV_PACKAGES)[number], string>;
