/**
 * The compiled content, as the server holds it: read once from the build
 * artefact at start-up and looked up by key, so a request path is never
 * turned into a file path.
 */
import manifestJson from '~/.generated/content-manifest.json';
import { pages as pageTree } from '~/navigation/pages';
import { assertUniquePathnames } from '~/navigation/page-tree';
import type { CodePreferences } from '~/preferences/code-preferences';
import type { ContentManifest, PageRecord } from './manifest';
import { loadPageModules } from './module-cache';
import type { DemoView, PageView } from './page-view';
import { IMPLIED_PACKAGES } from '~/demos/demo-dependencies';
import { demoStyling } from '~/domain/demos';

// The build checks this too; checking at start-up keeps a hand-edited build honest.
assertUniquePathnames(pageTree);

const manifest = manifestJson as unknown as ContentManifest;

export function getPageRecord(key: string): PageRecord | null {
  return Object.hasOwn(manifest.pages, key) ? manifest.pages[key] : null;
}

export function getPageRecordByPathname(pathname: string): PageRecord | null {
  return Object.values(manifest.pages).find((record) => record.pathname === pathname) ?? null;
}

export function allPageRecords(): PageRecord[] {
  return Object.values(manifest.pages);
}

/** The page for one reader: each demo in the chosen styling (or system when it has none) and variant. */
export function toPageView(record: PageRecord, codePreferences: CodePreferences): PageView {
  const { codeVariant, codeStyling } = codePreferences;
  const demos: Record<string, DemoView> = {};
  for (const demo of record.demos) {
    const styling = demoStyling(demo, codeStyling);
    const source = demo.stylings[styling] ?? demo.stylings.system;
    demos[demo.name] = {
      name: demo.name,
      moduleKey: source.moduleKey,
      styling,
      stylings: Object.keys(demo.stylings) as DemoView['stylings'],
      codeVariant,
      file: source.file,
      html: source.html[codeVariant],
      companions: source.companions.map((companion) => ({ name: companion.name[codeVariant], html: companion.html[codeVariant] })),
      packages: Object.keys(source.dependencies).filter((name) => !IMPLIED_PACKAGES.has(name)),
    };
  }
  // The Markdown serves other requests; the page itself is rendered from its module.
  const { demos: _allVariants, markdown: _markdown, ...rest } = record;
  return { ...rest, demos, codePreferences };
}

/** Loads the page's MDX and demo modules so that rendering can read them synchronously. */
export function preparePageModules(view: PageView): Promise<unknown> {
  return loadPageModules(view.key, Object.values(view.demos).map((demo) => demo.moduleKey));
}
