/**
 * Compiles one page: its MDX, and each demo it shows in every styling and
 * code variant, highlighted. Pure of everything but its own folder, so pages
 * compile in parallel (compile-pool.ts) and unchanged ones come from the cache.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { CodeStyling, DemoCompanion, DemoEntry, DemoSource, PageFrontmatter, PlaygroundEntry, TocEntry } from '../../app/content/manifest';
import { CODE_STYLINGS, islandModuleKey } from '../../app/content/manifest';
import { IMPLIED_PACKAGES, packagesNeeded } from '../../app/demos/demo-dependencies';
import { compileMdxPage } from './compile-mdx';
import { ContentError } from './content-errors';
import { importSpecifiers, readDemoFiles, type CompanionCache } from './demo-files';
import { gridRootSxOf } from './grid-root-sx';
import { highlight } from './highlight';
import type { PageText } from './page-text';
import { tsToJs } from './ts-to-js';

export interface PageCompilation {
  frontmatter: PageFrontmatter;
  toc: TocEntry[];
  demos: DemoEntry[];
  playgrounds: Record<string, PlaygroundEntry>;
  text: PageText;
  /** mdx-bundler's function body. */
  code: string;
}

async function buildDemo(root: string, pageDir: string, pageKey: string, name: string, companionCache: CompanionCache): Promise<DemoEntry> {
  const stylings: Partial<Record<CodeStyling, DemoSource>> = {};
  for (const styling of CODE_STYLINGS) {
    const fileName = styling === 'system' ? `${name}.tsx` : `${name}.${styling}.tsx`;
    const absolute = path.join(pageDir, fileName);
    let ts: string;
    try {
      ts = await fs.readFile(absolute, 'utf8');
    } catch {
      continue;
    }
    const file = path.relative(root, absolute);
    let js: string;
    try {
      js = await tsToJs(ts, fileName);
    } catch (error) {
      throw new ContentError(file, `cannot derive the JavaScript variant: ${(error as Error).message}`);
    }
    const tsTrimmed = ts.trimEnd() + '\n';
    const { companions, dependencies } = await readDemoFiles(root, absolute, ts, companionCache);
    const typeOnlyPackages = packagesOnlyTypesImport(js, companions, dependencies, file);
    const gridRootSx = gridRootSxOf(js);
    stylings[styling] = {
      file,
      moduleKey: islandModuleKey(pageKey, path.basename(fileName, '.tsx')),
      raw: { TS: tsTrimmed, JS: js },
      html: { TS: await highlight(tsTrimmed, 'tsx'), JS: await highlight(js, 'jsx') },
      companions,
      dependencies,
      ...(typeOnlyPackages.length > 0 && { typeOnlyPackages }),
      ...(gridRootSx.length > 0 && { gridRootSx }),
    };
  }
  if (!stylings.system) throw new ContentError(path.join(pageDir, `${name}.tsx`), 'demo file is missing');
  return { name, stylings: stylings as DemoEntry['stylings'] };
}

/** The demo's packages its JavaScript variant never imports: TypeScript's type-only imports were all that named them. */
function packagesOnlyTypesImport(js: string, companions: DemoCompanion[], dependencies: Record<string, string>, file: string): string[] {
  const scripts = [js, ...companions.filter((companion) => companion.language.JS !== 'css').map((companion) => companion.raw.JS)];
  const imported = new Set(packagesNeeded(scripts.flatMap(importSpecifiers), file));
  return Object.keys(dependencies).filter((name) => !imported.has(name));
}

async function buildPlayground(root: string, pageDir: string, pageKey: string, name: string): Promise<PlaygroundEntry> {
  const file = path.join(pageDir, `${name}.tsx`);
  let source: string;
  try {
    source = await fs.readFile(file, 'utf8');
  } catch {
    throw new ContentError(path.relative(root, file), 'playground file is missing');
  }
  const packages = packagesNeeded(importSpecifiers(source), path.relative(root, file)).filter((pkg) => !IMPLIED_PACKAGES.has(pkg));
  return { moduleKey: islandModuleKey(pageKey, name), packages };
}

/** `sourcePath` is the page's MDX file relative to `root`; `key` its folder below content/. */
export async function compilePage(root: string, sourcePath: string, key: string): Promise<PageCompilation> {
  const compiled = await compileMdxPage(root, sourcePath);
  const pageDir = path.dirname(path.join(root, sourcePath));
  const companionCache: CompanionCache = new Map();
  const demos = await Promise.all(compiled.demoNames.map((name) => buildDemo(root, pageDir, key, name, companionCache)));
  const playgrounds = Object.fromEntries(
    await Promise.all(compiled.playgroundNames.map(async (name) => [name, await buildPlayground(root, pageDir, key, name)] as const)),
  );
  return { frontmatter: compiled.frontmatter, toc: compiled.toc, demos, playgrounds, text: compiled.text, code: compiled.code };
}
