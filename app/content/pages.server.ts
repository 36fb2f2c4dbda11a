/**
 * The compiled content, as the server holds it: the summaries of every page
 * read once from the build artefact at start-up, each page's demos and
 * Markdown read from its own file when the page is served (the few most
 * recent kept in memory). Pages are looked up by key in the manifest, so a
 * request path is never turned into a file path.
 */
import fs from 'node:fs';
import manifestJson from '~/.generated/content-manifest.json';
import { generatedPath } from '~/lib/generated-path.server';
import { LruCache } from '~/lib/lru-cache';
import { pages as pageTree } from '~/navigation/pages';
import { assertUniquePathnames } from '~/navigation/page-tree';
import type { CodePreferences } from '~/preferences/code-preferences';
import {
  PAGE_CONTENT_FOLDER,
  islandModuleParts,
  pageFileStem,
  type ContentManifest,
  type DemoSource,
  type PageContent,
  type PageRecord,
  type PageSummary,
} from './manifest';
import { pageModuleCache } from './module-cache';
import { DEFERRED_FILE_CHARACTERS, islandModuleKeys, type DemoView, type PageView } from './page-view';
import { IMPLIED_PACKAGES } from '~/demos/demo-dependencies';
import { loadServerIslands } from '~/demos/server-islands.server';
import { demoStyling } from '~/domain/demos';

// The build checks this too; checking at start-up keeps a hand-edited build honest.
assertUniquePathnames(pageTree);

const manifest = manifestJson as unknown as ContentManifest;

export function getPageSummary(key: string): PageSummary | null {
  return (Object.hasOwn(manifest.pages, key) ? manifest.pages[key] : undefined) ?? null;
}

const summariesByPathname = new Map(Object.values(manifest.pages).map((summary) => [summary.pathname, summary]));

export function getPageSummaryByPathname(pathname: string): PageSummary | null {
  return summariesByPathname.get(pathname) ?? null;
}

/** Enough for a burst of readers on the popular pages; any other page costs one small file read. */
const RECENT_PAGE_CONTENT = 32;
const recentContent = new LruCache<string, PageContent>(RECENT_PAGE_CONTENT);

function readPageContent(key: string): PageContent {
  const cached = recentContent.get(key);
  if (cached) return cached;
  const content = JSON.parse(fs.readFileSync(generatedPath(PAGE_CONTENT_FOLDER, `${pageFileStem(key)}.json`), 'utf8')) as PageContent;
  recentContent.set(key, content);
  return content;
}

/** The whole page: its summary with its demos and Markdown. */
export function getPageRecord(key: string): PageRecord | null {
  const summary = getPageSummary(key);
  return summary ? { ...summary, ...readPageContent(key) } : null;
}

/** The demo source an island module was built from, in whichever styling it is; null for a playground or an unknown key. */
export function demoSourceOf(moduleKey: string): DemoSource | null {
  const record = getPageRecord(islandModuleParts(moduleKey).pageKey);
  for (const demo of record?.demos ?? []) {
    const source = Object.values(demo.stylings).find((styling) => styling?.moduleKey === moduleKey);
    if (source) return source;
  }
  return null;
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
      companions: source.companions.map((companion) => {
        const name = companion.name[codeVariant];
        const raw = companion.raw[codeVariant];
        return raw.length > DEFERRED_FILE_CHARACTERS
          ? { name, deferredLines: raw.trimEnd().split('\n').length }
          : { name, html: companion.html[codeVariant] };
      }),
      packages: Object.keys(source.dependencies).filter((name) => !IMPLIED_PACKAGES.has(name)),
    };
  }
  // The Markdown serves other requests; the page itself is rendered from its module.
  const { demos: _allVariants, markdown: _markdown, ...rest } = record;
  return { ...rest, demos, codePreferences };
}

/** Loads the page's MDX and the modules the server renders its islands from, so that rendering can read them synchronously. */
export function preparePageModules(view: PageView): Promise<unknown> {
  return Promise.all([pageModuleCache.load(view.key), loadServerIslands(islandModuleKeys(view))]);
}
