/**
 * A demo as a project a reader can run: `npm install && npm run dev`. The
 * demo in the reader's code variant with the files beside it, a package.json
 * pinned to the versions this site runs (the demo's imports, a date adapter's
 * library included, plus React, Emotion and Vite), an entry file, index.html
 * and a Vite config. Zipped with fflate.
 */
import { strToU8, zipSync } from 'fflate';
import toolchainJson from '~/.generated/project-toolchain.json';
import type { CodeVariant, DemoEntry } from '~/content/manifest';
import { demoFileExtension } from '~/domain/demos';
import { PROJECT_DEV_PACKAGES, PROJECT_RUNTIME_PACKAGES, type ProjectToolchain } from './project-toolchain';

const toolchain = toolchainJson as ProjectToolchain;

/** Type packages a JavaScript project does without. */
const TYPES_ONLY = new Set(['typescript', '@types/react', '@types/react-dom']);

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

function sorted(entries: Iterable<[string, string]>): Record<string, string> {
  return Object.fromEntries([...entries].sort(([a], [b]) => a.localeCompare(b)));
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function packageJson(demo: DemoEntry, variant: CodeVariant, pageTitle: string): string {
  const source = demo.stylings.system;
  const runtime = PROJECT_RUNTIME_PACKAGES.map((name): [string, string] => [name, toolchain[name]]);
  const dev = PROJECT_DEV_PACKAGES.filter((name) => variant === 'TS' || !TYPES_ONLY.has(name)).map((name): [string, string] => [
    name,
    toolchain[name],
  ]);
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
    dependencies: sorted([...runtime, ...Object.entries(source.dependencies)]),
    devDependencies: sorted(dev),
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

// esbuild compiles the JSX: no React plugin is needed to run a demo. The
// JavaScript demos keep JSX in .js files, which Vite leaves to esbuild only
// when told to (its default excludes .js): the project's own files, not the packages'.
const VITE_CONFIG: Record<CodeVariant, string> = {
  TS: `import { defineConfig } from 'vite';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
});
`,
  JS: `import { defineConfig } from 'vite';

export default defineConfig({
  esbuild: { jsx: 'automatic', loader: 'jsx', include: /\\/src\\/.*\\.jsx?$/, exclude: [] },
  optimizeDeps: { esbuildOptions: { loader: { '.js': 'jsx' } } },
});
`,
};

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

/** Every file of the project, by path. */
export function demoProjectFiles(demo: DemoEntry, variant: CodeVariant, pageTitle: string, pageUrl: string): Record<string, string> {
  const source = demo.stylings.system;
  const extension = demoFileExtension(variant);
  const entry = `main.${extension}`;
  const files: Record<string, string> = {
    'package.json': packageJson(demo, variant, pageTitle),
    'index.html': INDEX_HTML(`${demo.name} · MUI X`, entry),
    [`vite.config.${variant === 'TS' ? 'ts' : 'js'}`]: VITE_CONFIG[variant],
    [`src/${entry}`]: entryFile(demo, variant),
    [`src/${demo.name}.${extension}`]: source.raw[variant],
    'README.md': `# ${demo.name}\n\nFrom the ${pageTitle} page of the MUI X docs: ${pageUrl}\n\n\`\`\`bash\nnpm install\nnpm run dev\n\`\`\`\n`,
  };
  for (const companion of source.companions) files[`src/${companion.name[variant]}`] = companion.raw[variant];
  if (variant === 'TS') {
    files['tsconfig.json'] = TSCONFIG;
    // Types for the CSS and asset imports Vite handles.
    files['src/vite-env.d.ts'] = '/// <reference types="vite/client" />\n';
  }
  return files;
}

export function demoProjectZip(files: Record<string, string>, folder: string): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [`${folder}/${name}`, strToU8(text)])));
}
