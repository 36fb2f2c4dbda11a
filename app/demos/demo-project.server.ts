/**
 * A demo as a project a reader can run: `npm install && npm run dev`. The
 * demo in the reader's code variant with the files beside it, a package.json
 * pinned to the versions this site runs (the demo's imports, a date adapter's
 * library included, plus React, Emotion and Vite), an entry file, index.html
 * and a Vite config. Zipped with fflate.
 */
import fs from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import toolchainJson from '~/.generated/project-toolchain.json';
import type { CodeStyling, CodeVariant, DemoEntry, DemoSource } from '~/content/manifest';
import { demoFileExtension } from '~/domain/demos';
import { projectPath } from '~/lib/generated-path.server';
import { PROJECT_DEV_PACKAGES, PROJECT_RUNTIME_PACKAGES, typesPackageOf, type ProjectToolchain } from './project-toolchain';

const toolchain = toolchainJson as ProjectToolchain;

/** What the project is made for: a zip carries a vendored package's tarball; StackBlitz installs from the registry only. */
export type ProjectTarget = 'zip' | 'stackblitz';

/** The packages a demo needs that the registry lacks at this site's version. */
export function vendoredPackagesOf(demo: DemoEntry): string[] {
  return Object.keys(demo.stylings.system.dependencies).filter((name) => Object.hasOwn(toolchain.vendored, name));
}

/** The demo's code in the reader's styling, or the default when it has no such variant. */
function sourceFor(demo: DemoEntry, styling: CodeStyling): DemoSource {
  return demo.stylings[styling] ?? demo.stylings.system;
}

/** Type packages a JavaScript project does without. */
const TYPES_ONLY = new Set(['typescript', '@types/react', '@types/react-dom']);

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

function sorted(entries: Iterable<[string, string]>): Record<string, string> {
  return Object.fromEntries([...entries].sort(([a], [b]) => a.localeCompare(b)));
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function packageJson(demo: DemoEntry, source: DemoSource, variant: CodeVariant, pageTitle: string): string {
  const runtime = PROJECT_RUNTIME_PACKAGES.map((name): [string, string] => [name, toolchain.versions[name]]);
  const typeOnly = new Set(variant === 'JS' ? (source.typeOnlyPackages ?? []) : []);
  const demoPackages = Object.entries(source.dependencies)
    .filter(([name]) => !typeOnly.has(name))
    .map(([name, installed]): [string, string] => [
      name,
      Object.hasOwn(toolchain.vendored, name) ? `file:vendor/${path.basename(toolchain.vendored[name]!)}` : installed,
    ]);
  const dev = PROJECT_DEV_PACKAGES.filter((name) => variant === 'TS' || !TYPES_ONLY.has(name)).map((name): [string, string] => [
    name,
    toolchain.versions[name],
  ]);
  const types =
    variant === 'TS'
      ? Object.keys(source.dependencies).flatMap((name): [string, string][] => {
          const typesName = typesPackageOf(name);
          return toolchain.versions[typesName] ? [[typesName, toolchain.versions[typesName]]] : [];
        })
      : [];
  return json({
    name: `mui-x-${kebab(demo.name)}`,
    private: true,
    version: '0.0.0',
    description: `${demo.name}, a demo of the ${pageTitle} page of the MUI X docs`,
    type: 'module',
    scripts: {
      dev: 'vite',
      build: variant === 'TS' ? 'tsc && vite build' : 'vite build',
      preview: 'vite preview',
    },
    dependencies: sorted(new Map([...runtime, ...demoPackages])),
    devDependencies: sorted([...dev, ...types]),
  });
}

function entryFile(demo: DemoEntry, variant: CodeVariant): string {
  const root = variant === 'TS' ? "document.getElementById('root')!" : "document.getElementById('root')";
  return [
    "import { StrictMode } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    `import Demo from './${demo.name}';`,
    '',
    `createRoot(${root}).render(`,
    '  <StrictMode>',
    '    <Demo />',
    '  </StrictMode>,',
    ');',
    '',
  ].join('\n');
}

const INDEX_HTML = (title: string, entry: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${title}</title>
  </head>
  <body style="margin: 0; padding: 24px; font-family: Roboto, Helvetica, Arial, sans-serif">
    <div id="root"></div>
    <script type="module" src="/src/${entry}"></script>
  </body>
</html>
`;

/** Paths of this site a demo reads at run time (its rows, the Excel worker): the project's dev server asks the docs site for them. */
const SITE_PATHS = ['/x/data/', '/x/workers/'] as const;

// esbuild compiles the JSX: no React plugin is needed to run a demo. The
// JavaScript demos keep JSX in .js files, which Vite leaves to esbuild only
// when told to (its default excludes .js): the project's own files, not the packages'.
function viteConfig(variant: CodeVariant, siteUrl: string | null): string {
  const esbuild =
    variant === 'TS'
      ? `  esbuild: { jsx: 'automatic' },`
      : `  esbuild: { jsx: 'automatic', loader: 'jsx', include: /\\/src\\/.*\\.jsx?$/, exclude: [] },
  optimizeDeps: { esbuildOptions: { loader: { '.js': 'jsx' } } },`;
  const proxy = siteUrl
    ? `
  // The demo reads data from the docs site, as it does on its page.
  server: {
    proxy: {
${SITE_PATHS.map((prefix) => `      '${prefix}': { target: '${siteUrl}', changeOrigin: true },`).join('\n')}
    },
  },`
    : '';
  return `import { defineConfig } from 'vite';

export default defineConfig({
${esbuild}${proxy}
});
`;
}

const TSCONFIG = json({
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    isolatedModules: true,
    resolveJsonModule: true,
  },
  include: ['src', 'vite.config.ts'],
});

/** Every text file of the project, by path, in the reader's code variant and styling. */
export function demoProjectFiles(
  demo: DemoEntry,
  {
    variant,
    styling,
    pageTitle,
    pageUrl,
    siteUrl,
    target,
  }: { variant: CodeVariant; styling: CodeStyling; pageTitle: string; pageUrl: string; siteUrl: string; target: ProjectTarget },
): Record<string, string> {
  const source = sourceFor(demo, styling);
  const extension = demoFileExtension(variant);
  const entry = `main.${extension}`;
  const usesSite = [source.raw[variant], ...source.companions.map((companion) => companion.raw[variant])].some((text) =>
    SITE_PATHS.some((prefix) => text.includes(`'${prefix}`) || text.includes(`\`${prefix}`) || text.includes(`"${prefix}`)),
  );
  const vendored = vendoredPackagesOf(demo);
  const readme = [
    `# ${demo.name}`,
    '',
    `From the ${pageTitle} page of the MUI X docs: ${pageUrl}`,
    '',
    '```bash\nnpm install\nnpm run dev\n```',
    ...(usesSite ? ['', `The demo reads its data from the docs site (${siteUrl}); \`npm run dev\` passes those requests on to it.`] : []),
    ...(vendored.length > 0 && target === 'zip'
      ? [
          '',
          `${vendored.map((name) => `${name} ${source.dependencies[name]}`).join(', ')}: not on the npm registry at this version; \`vendor/\` holds the package, built from MUI X's source.`,
        ]
      : []),
    '',
  ].join('\n');
  const files: Record<string, string> = {
    'package.json': packageJson(demo, source, variant, pageTitle),
    'index.html': INDEX_HTML(`${demo.name} · MUI X`, entry),
    [`vite.config.${variant === 'TS' ? 'ts' : 'js'}`]: viteConfig(variant, usesSite ? siteUrl : null),
    [`src/${entry}`]: entryFile(demo, variant),
    [`src/${demo.name}.${extension}`]: source.raw[variant],
    'README.md': readme,
  };
  for (const companion of source.companions) files[`src/${companion.name[variant]}`] = companion.raw[variant];
  if (variant === 'TS') {
    files['tsconfig.json'] = TSCONFIG;
    // Types for the CSS and asset imports Vite handles.
    files['src/vite-env.d.ts'] = '/// <reference types="vite/client" />\n';
  }
  return files;
}

/** The tarballs of the demo's vendored packages, for the zip (`file:vendor/…` in its package.json). */
export function demoProjectVendorFiles(demo: DemoEntry): Record<string, Uint8Array> {
  return Object.fromEntries(
    vendoredPackagesOf(demo).map((name) => {
      const tarball = toolchain.vendored[name]!;
      return [`vendor/${path.basename(tarball)}`, new Uint8Array(fs.readFileSync(projectPath(tarball)))];
    }),
  );
}

export function demoProjectZip(files: Record<string, string>, binaries: Record<string, Uint8Array>, folder: string): Uint8Array {
  return zipSync(
    Object.fromEntries([
      ...Object.entries(files).map(([name, text]): [string, Uint8Array] => [`${folder}/${name}`, strToU8(text)]),
      ...Object.entries(binaries).map(([name, bytes]): [string, Uint8Array] => [`${folder}/${name}`, bytes]),
    ]),
  );
}
