import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuildSource, prepareSource, publishedManifest, readCatalog, withJsExtension } from './build-tree-view-pro';

const require = createRequire(import.meta.url);

describe('building @mui/x-tree-view-pro from its tag', () => {
  const files = new Set([
    '/src/RichTreeViewPro/index.ts',
    '/src/RichTreeViewPro/RichTreeViewPro.tsx',
    '/src/internals/index.ts',
    '/src/utils.ts',
  ]);
  const exists = (file: string) => files.has(file);

  it('compiles sources, never tests, specs or test helpers', () => {
    expect(isBuildSource('RichTreeViewPro/RichTreeViewPro.tsx')).toBe(true);
    expect(isBuildSource('RichTreeViewPro/RichTreeViewPro.test.tsx')).toBe(false);
    expect(isBuildSource('themeAugmentation/themeAugmentation.spec.ts')).toBe(false);
    expect(isBuildSource('tests/materialVersion.tsx')).toBe(false);
    expect(isBuildSource('models/index.d.ts')).toBe(false);
  });

  it('gives relative specifiers the file they name, and leaves packages alone', () => {
    expect(withJsExtension('./RichTreeViewPro', '/src/index.ts', exists)).toBe('./RichTreeViewPro/index.js');
    expect(withJsExtension('./utils', '/src/index.ts', exists)).toBe('./utils.js');
    expect(withJsExtension('../internals', '/src/RichTreeViewPro/index.ts', exists)).toBe('../internals/index.js');
    expect(withJsExtension('@mui/x-tree-view/internals', '/src/index.ts', exists)).toBe('@mui/x-tree-view/internals');
    expect(() => withJsExtension('./missing', '/src/index.ts', exists)).toThrow('cannot resolve ./missing');
  });

  it('reproduces what MUI adds at build time', () => {
    const source = [
      "import { helper } from '../utils';",
      "const releaseInfo = '__RELEASE_INFO__';",
      'const Tree = React.forwardRef(function Tree(props, ref) { return null; });',
      'Tree.propTypes = { label: PropTypes.string };',
      'const lower = React.forwardRef(function lower() { return null; });',
    ].join('\n');
    const esm = prepareSource('/src/RichTreeViewPro/RichTreeViewPro.tsx', source, { esm: true, exists });
    expect(esm).toContain('from "../utils.js"');
    expect(esm).toContain('const releaseInfo = "MTc1MTU4MDAwMDAwMA==";');
    // The release date MUI stamped on 8.7.0: 2025-07-04 at midnight in the build's time zone.
    expect(Number(Buffer.from('MTc1MTU4MDAwMDAwMA==', 'base64').toString())).toBe(Date.UTC(2025, 6, 3, 22));
    expect(esm).toContain('if (process.env.NODE_ENV !== "production") Tree.displayName = "Tree";');
    expect(esm).not.toContain('lower.displayName');
    expect(esm).toContain('process.env.NODE_ENV !== "production" ? Tree.propTypes = { label: PropTypes.string } : void 0;');

    const cjs = prepareSource('/src/RichTreeViewPro/RichTreeViewPro.tsx', source, { esm: false, exists });
    expect(cjs).toContain("from '../utils'");
  });

  it('rewrites module names inside declaration types too', () => {
    const declaration = 'export declare const position: import("./utils").Position;';
    expect(prepareSource('/src/index.ts', declaration, { esm: true, exists })).toContain('import("./utils.js")');
  });

  it('reads the catalog of pnpm-workspace.yaml', () => {
    const yaml =
      "packages:\n  - packages/*\n\ncatalog:\n  '@babel/runtime': ^7.27.6\n  clsx: ^2.1.1\n\nonlyBuiltDependencies:\n  - esbuild\n";
    expect(readCatalog(yaml)).toEqual({ '@babel/runtime': '^7.27.6', clsx: '^2.1.1' });
    expect(() => readCatalog('packages: []')).toThrow('no catalog');
  });

  it('writes the manifest MUI publishes', () => {
    const manifest = {
      name: '@mui/x-tree-view-pro',
      version: '8.7.0',
      main: 'src/index.ts',
      scripts: { build: 'pnpm build:node' },
      devDependencies: { rimraf: 'catalog:' },
      dependencies: { clsx: 'catalog:', '@mui/x-tree-view': 'workspace:*' },
    };
    const published = publishedManifest(manifest, { clsx: '^2.1.1' }, () => '8.7.0');
    expect(published).toMatchObject({ main: './index.js', module: './esm/index.js', types: './index.d.ts', private: false });
    expect(published.dependencies).toEqual({ clsx: '^2.1.1', '@mui/x-tree-view': '8.7.0' });
    expect(published).not.toHaveProperty('scripts');
    expect(published).not.toHaveProperty('devDependencies');
    expect(published.exports).toMatchObject({ '.': { import: { default: './esm/index.js' }, require: { default: './index.js' } } });
    expect(() => publishedManifest({ ...manifest, dependencies: { rimraf: 'catalog:' } }, {}, () => '8.7.0')).toThrow('not in the catalog');
  });
});

describe('the installed @mui/x-tree-view-pro', () => {
  const root = path.resolve('.');
  const manifest = JSON.parse(fs.readFileSync(require.resolve('@mui/x-tree-view-pro/package.json'), 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
  };

  it('is 8.7.0, installed from the vendored tarball', () => {
    const site = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(site.dependencies['@mui/x-tree-view-pro']).toBe('file:vendor/mui-x-tree-view-pro-8.7.0.tgz');
    expect(fs.existsSync(path.join(root, 'vendor/mui-x-tree-view-pro-8.7.0.tgz'))).toBe(true);
    expect(manifest.version).toBe('8.7.0');
  });

  it('shares the site’s single copies of the community package, the licence and the internals', () => {
    const proDir = path.dirname(require.resolve('@mui/x-tree-view-pro/package.json'));
    for (const name of ['@mui/x-tree-view', '@mui/x-license', '@mui/x-internals']) {
      expect(manifest.dependencies[name], name).toBe('8.7.0');
      expect(require.resolve(`${name}/package.json`, { paths: [proDir] }), name).toBe(require.resolve(`${name}/package.json`));
    }
  });

  it('carries the 8.7.0 release date in both builds', () => {
    for (const file of ['RichTreeViewPro/RichTreeViewPro.js', 'esm/RichTreeViewPro/RichTreeViewPro.js']) {
      const code = fs.readFileSync(require.resolve(`@mui/x-tree-view-pro/package.json`).replace('package.json', file), 'utf8');
      expect(code).toContain('"MTc1MTU4MDAwMDAwMA=="');
      expect(code).not.toContain('__RELEASE_INFO__');
    }
    const exported = require('@mui/x-tree-view-pro') as Record<string, unknown>;
    expect(typeof exported.RichTreeViewPro).toBe('object');
    expect(exported.RichTreeView).toBeUndefined();
  });
});
