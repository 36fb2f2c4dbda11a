/**
 * The shape of what the content build writes and the server reads. Types only:
 * the build (scripts/content) produces it, `pages.server.ts` consumes it.
 */
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
}

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

export interface PageRecord extends PageFrontmatter {
  /** Key in the manifest and the page-module registry: the URL path below /x/, no slashes at the ends. */
  key: string;
  pathname: string;
  /** The MDX file, relative to the repository root, for the "edit this page" link. */
  sourcePath: string;
  toc: TocEntry[];
  demos: DemoEntry[];
  /** The frontmatter's description, or the first paragraph: the meta description and the llms.txt line. */
  summary: string;
  markdown: MarkdownSegment[];
}

export interface ContentManifest {
  pages: Record<string, PageRecord>;
}

/** A compiled MDX page: the components it may use are passed in, never imported. */
export type MdxPageComponent = import('react').ComponentType<{
  components?: Record<string, import('react').ComponentType<any>>;
}>;
