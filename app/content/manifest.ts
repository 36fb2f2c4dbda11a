/**
 * The shape of what the content build writes and the server reads. Types only:
 * the build (scripts/content) produces it, `pages.server.ts` consumes it.
 */
import type { ComponentType } from 'react';
import type { Plan } from '~/navigation/page-tree';

export const CODE_VARIANTS = ['TS', 'JS'] as const;
export type CodeVariant = (typeof CODE_VARIANTS)[number];

export const CODE_STYLINGS = ['system', 'css', 'tailwind'] as const;
export type CodeStyling = (typeof CODE_STYLINGS)[number];

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** One styling of a demo, highlighted once per code variant. */
export interface DemoSource {
  /** Path of the source file relative to the repository root. */
  file: string;
  /** The module key the demo registry loads for this styling. */
  moduleKey: string;
  html: Record<CodeVariant, string>;
  raw: Record<CodeVariant, string>;
  /** Files the demo imports from beside it (stylesheets, data, components), shown under its code. */
  companions: DemoCompanion[];
  /** Every npm package the demo and its companions import, with the version this site runs. */
  dependencies: Record<string, string>;
  /** Those of `dependencies` that only the TypeScript code's type imports name: a JavaScript project goes without them. */
  typeOnlyPackages?: string[];
  /** The literal `sx` of each Data Grid the demo renders, when it spells one out (scripts/content/grid-root-sx.ts). */
  gridRootSx?: GridRootSx[];
}

/** Plain data, as a demo's source spells out a grid's `sx`. */
export type GridRootSx = string | number | boolean | null | GridRootSx[] | { [key: string]: GridRootSx };

/** A file a demo imports from its folder, in each code variant (a stylesheet is the same in both). */
export interface DemoCompanion {
  /** Path relative to the demo's folder: `rainfall-data.ts` in TypeScript, `rainfall-data.js` in JavaScript. */
  name: Record<CodeVariant, string>;
  language: Record<CodeVariant, 'css' | 'ts' | 'tsx' | 'js'>;
  raw: Record<CodeVariant, string>;
  html: Record<CodeVariant, string>;
}

/** One companion file as a reader sees it, in the variant shown. */
export interface CompanionFile {
  name: string;
  html: string;
}

export interface DemoEntry {
  name: string;
  stylings: Partial<Record<CodeStyling, DemoSource>> & { system: DemoSource };
}

export interface PageFrontmatter {
  title: string;
  description?: string;
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  /** Components and hooks whose API the page's components-api and hooks-api tabs list. */
  components?: string[];
  hooks?: string[];
}

export const DOCS_TABS = ['components-api', 'hooks-api'] as const;
export type DocsTab = (typeof DOCS_TABS)[number];

/** A page as Markdown: text, with each demo left as a placeholder to fill in the reader's code variant. */
export type MarkdownSegment = string | { demo: string };

/** The text under one heading of a page (or before the first), as the search index takes it. */
export interface SearchSection {
  /** The heading's id, or null for the text before the first h2. */
  anchor: string | null;
  heading: string;
  text: string;
  /** Demo names and identifiers from code blocks: found by search, not shown. */
  keywords: string[];
}

/** A props playground: an island like a demo, whose code the playground writes itself. */
export interface PlaygroundEntry {
  /** Its key in the island registry. */
  moduleKey: string;
  /** The npm packages it imports, less React's: some are rendered afresh rather than hydrated (renders-afresh.ts). */
  packages: string[];
}

/** What the server keeps in memory for every page: enough for the navigation, search engines and llms.txt. */
export interface PageSummary extends PageFrontmatter {
  /** Key in the manifest and the page-module registry: the URL path below /x/, no slashes at the ends. */
  key: string;
  pathname: string;
  /** The MDX file, relative to the repository root, for the "edit this page" link. */
  sourcePath: string;
  toc: TocEntry[];
  /** The frontmatter's description, or the first paragraph: the meta description and the llms.txt line. */
  summary: string;
  /** The page's props playgrounds, by name. */
  playgrounds: Record<string, PlaygroundEntry>;
}

/**
 * A page's demos (their code highlighted in every variant) and its Markdown:
 * most of the content's weight, so each page's are in a file of their own,
 * read when the page is served, and the server's memory does not grow with
 * every page the site gains.
 */
export interface PageContent {
  demos: DemoEntry[];
  markdown: MarkdownSegment[];
}

export interface PageRecord extends PageSummary, PageContent {}

/**
 * What an island module exports: a demo takes no props, a playground takes
 * the page's code variant; the registry holds both, so it cannot name either.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandComponent = ComponentType<any>;

/**
 * What the registry loads for an island. A demo's module also carries the
 * bindings the demo imports, by specifier, for the live editor.
 */
export interface IslandModule {
  default: IslandComponent;
  editScope?: Record<string, Record<string, unknown>>;
}

/** The registry key of a demo or playground module: its page's key and its file's name (`react-charts/bars/BasicBars`). */
export function islandModuleKey(pageKey: string, fileStem: string): string {
  return `${pageKey}/${fileStem}`;
}

/** The page key and file stem an island module key is made of (the inverse of islandModuleKey). */
export function islandModuleParts(moduleKey: string): { pageKey: string; fileStem: string } {
  const separator = moduleKey.lastIndexOf('/');
  return { pageKey: moduleKey.slice(0, separator), fileStem: moduleKey.slice(separator + 1) };
}

export interface ContentManifest {
  pages: Record<string, PageSummary>;
}

/** The folder of app/.generated/ (build/generated/ in production) that holds each page's `PageContent`. */
export const PAGE_CONTENT_FOLDER = 'page-content';

/** A page's file name in the generated folders: one flat name per key (`react-data-grid/sorting` → `react-data-grid__sorting`). */
export function pageFileStem(key: string): string {
  return key === '' ? 'index' : key.replaceAll('/', '__');
}

/** Each demo's island module (scripts/content/island-module.ts), under the generated folder. */
export const ISLAND_FOLDER = 'islands';

/**
 * `islands/<page>/<Demo>.ts`: named after the demo, because the bundler names
 * the demo's chunk after it, and the registry in every page's bundle spells
 * each chunk's name.
 */
export function islandModulePath(moduleKey: string): string {
  const { pageKey, fileStem } = islandModuleParts(moduleKey);
  return `${ISLAND_FOLDER}/${pageFileStem(pageKey)}/${fileStem}.ts`;
}

/** A compiled MDX page: the components it may use are passed in, never imported. */
export type MdxPageComponent = import('react').ComponentType<{
  components?: MdxComponentMap;
}>;

/**
 * Each MDX component takes props of its own; a map of them can only be typed
 * with `any` props (`unknown` would reject every component, by contravariance).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MdxComponentMap = Record<string, import('react').ComponentType<any>>;
