/** What the docs route sends the browser about a page, for one code variant and styling. */
import type { CodeStyling, CodeVariant, PageFrontmatter, PlaygroundEntry, TocEntry } from './manifest';
import type { CodePreferences } from '~/preferences/code-preferences';
import { demoCodeBlockId } from '~/demos/document-code';

export interface DemoView {
  name: string;
  /** The registry key of the styling being shown. */
  moduleKey: string;
  styling: CodeStyling;
  /** Stylings this demo ships, for the styling switch (shown only when there is a choice). */
  stylings: CodeStyling[];
  codeVariant: CodeVariant;
  /** Source file of the styling shown, relative to the repository root. */
  file: string;
  /** Server-highlighted code of the variant shown; null when it travels in the document's HTML only (app/demos/document-code.tsx). */
  html: string | null;
  companions: CompanionView[];
  /** The packages a reader installs to run it (React itself left out). */
  packages: string[];
  /** Its island's container as the server renders it, styles inline, in the data of a client-side navigation only (a document has it in place): app/demos/island-html.server.tsx. */
  islandHtml?: string;
}

/** A props playground as the page renders it. */
export interface PlaygroundView extends PlaygroundEntry {
  /** As DemoView's: its server HTML, in the data of a client-side navigation only. */
  islandHtml?: string;
}

/**
 * A file beside the demo, in the variant shown: its highlighted code, or, for
 * a file longer than DEFERRED_FILE_CHARACTERS, only its length: the panel
 * fetches that one when the reader asks for it.
 */
export type CompanionView = { name: string; html: string | null } | { name: string; deferredLines: number };

/**
 * Beyond this many characters a file beside a demo is not part of the page.
 * The largest (a year of commits, 63 kB) highlights to 390 kB of HTML, and
 * six pages show it under every demo: the row grouping page weighed 6.7 MB.
 */
export const DEFERRED_FILE_CHARACTERS = 16_000;

export interface PageView extends PageFrontmatter {
  key: string;
  pathname: string;
  sourcePath: string;
  toc: TocEntry[];
  demos: Record<string, DemoView>;
  /** The reader's code preferences this page was rendered with (from the cookies). */
  codePreferences: CodePreferences;
  /** Props playgrounds, by name. */
  playgrounds: Record<string, PlaygroundView>;
  /** The meta description: the frontmatter's, or the first paragraph. */
  summary: string;
}

/** The island modules of the page's props playgrounds. */
export function playgroundModuleKeys(view: Pick<PageView, 'playgrounds'>): string[] {
  return Object.values(view.playgrounds).map((playground) => playground.moduleKey);
}

/** Every island module the page renders (each demo in the styling shown, each playground): loaded before it renders. */
export function islandModuleKeys(view: Pick<PageView, 'demos' | 'playgrounds'>): string[] {
  return [...Object.values(view.demos).map((demo) => demo.moduleKey), ...playgroundModuleKeys(view)];
}

/** The page without its demos' code, which goes into `documentCode` for the server render of the document. */
export function withCodeInDocument(view: PageView, documentCode: Map<string, string>): PageView {
  const demos = Object.fromEntries(
    Object.entries(view.demos).map(([name, demo]) => {
      if (demo.html !== null) documentCode.set(demoCodeBlockId(name), demo.html);
      const companions = demo.companions.map((companion, index) => {
        if (!('html' in companion)) return companion;
        if (companion.html !== null) documentCode.set(demoCodeBlockId(name, index), companion.html);
        return { name: companion.name, html: null };
      });
      return [name, { ...demo, html: null, companions }];
    }),
  );
  return { ...view, demos };
}
