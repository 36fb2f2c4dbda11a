import fs from 'node:fs/promises';
import path from 'node:path';
import { bundleMDX } from 'mdx-bundler';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import type { PageFrontmatter, TocEntry } from '../../app/content/manifest';
import { ContentError } from './content-errors';
import { extractPageText, type MdastNode, type PageText } from './page-text';
import { DEMO_NAME } from '../../app/domain/demos';
import { isPlan } from '../../app/domain/plans';
import {
  GRID_API_REFERENCE_FILE,
  isApiReferenceElement,
  sliceOf,
  API_REFERENCE_ELEMENTS,
  type GridApiReference,
} from '../../app/api-docs/grid-api-reference';

export interface CompiledPage {
  frontmatter: PageFrontmatter;
  /** mdx-bundler's function body: returns the module's exports, given React and the JSX runtime in scope. */
  code: string;
  toc: TocEntry[];
  demoNames: string[];
  /** Props playgrounds: islands like demos, but their code is written by the playground, not shown from the file. */
  playgroundNames: string[];
  text: PageText;
}

/** The MDX elements that put an island on the page, each backed by a module beside it. */
const ISLAND_ELEMENTS = ['Demo', 'Playground'] as const;
type IslandElement = (typeof ISLAND_ELEMENTS)[number];

/** Minimal views of the mdast / hast nodes the plugins below look at. */
interface Node {
  type: string;
  name?: string | null;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: Node[];
  position?: { start: { line: number } };
}

function visit(node: Node, fn: (node: Node) => void): void {
  fn(node);
  node.children?.forEach((child) => visit(child, fn));
}

function textOf(node: Node): string {
  if (node.type === 'text') return node.value ?? '';
  // The anchor link appended to each heading is not part of its title.
  if (node.properties?.className && String(node.properties.className).includes('anchor-link')) return '';
  return (node.children ?? []).map(textOf).join('');
}

const FLAGS = ['newFeature', 'planned', 'unstable'] as const;

export function validateFrontmatter(file: string, data: Record<string, unknown>): PageFrontmatter {
  const { title, description, plan } = data;
  if (typeof title !== 'string' || title.trim() === '') {
    throw new ContentError(file, 'frontmatter has no title');
  }
  if (description !== undefined && typeof description !== 'string') {
    throw new ContentError(file, 'frontmatter description must be a string');
  }
  if (plan !== undefined && !isPlan(plan)) {
    throw new ContentError(file, `frontmatter plan must be "pro" or "premium", not ${JSON.stringify(plan)}`);
  }
  const frontmatter: PageFrontmatter = { title: title.trim() };
  if (description) frontmatter.description = description.trim();
  if (plan) frontmatter.plan = plan as PageFrontmatter['plan'];
  for (const listName of ['components', 'hooks'] as const) {
    const raw = data[listName];
    if (raw === undefined) continue;
    const list = typeof raw === 'string' ? raw.split(',') : raw;
    if (!Array.isArray(list) || list.some((item) => typeof item !== 'string' || !/^\s*[A-Za-z_][A-Za-z0-9_]*\s*$/.test(item))) {
      throw new ContentError(file, `frontmatter ${listName} must list export names, like "DataGrid, DataGridPro"`);
    }
    frontmatter[listName] = list.map((item: string) => item.trim());
  }
  for (const flag of FLAGS) {
    if (data[flag] === undefined) continue;
    if (typeof data[flag] !== 'boolean') throw new ContentError(file, `frontmatter ${flag} must be true or false`);
    if (data[flag]) frontmatter[flag] = true;
  }
  return frontmatter;
}

/** The API stage's reading of the grid's apiRef, events and selectors; read once per process. */
const apiReferences = new Map<string, Promise<GridApiReference>>();
function gridApiReference(root: string): Promise<GridApiReference> {
  const file = path.join(root, 'app/.generated', GRID_API_REFERENCE_FILE);
  let reference = apiReferences.get(file);
  if (!reference) {
    reference = fs.readFile(file, 'utf8').then((text) => JSON.parse(text) as GridApiReference);
    apiReferences.set(file, reference);
  }
  return reference;
}

/**
 * Compiles one page. `file` is the MDX path relative to `root`; errors name it.
 * Demos are referenced as `<Demo name="X" />` and playgrounds as
 * `<Playground name="X" />`; each must exist as X.tsx beside the page.
 */
export async function compileMdxPage(root: string, file: string): Promise<CompiledPage> {
  const absolute = path.join(root, file);
  const directory = path.dirname(absolute);
  const source = await fs.readFile(absolute, 'utf8');
  const toc: TocEntry[] = [];
  const references: { element: IslandElement; name: string; line?: number }[] = [];
  let mdast = null as MdastNode | null;
  const keepMdast = () => (tree: MdastNode) => {
    mdast = tree;
  };

  const collectIslands = () => (tree: Node) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = ISLAND_ELEMENTS.find((name) => name === node.name);
      if (!element) return;
      const line = node.position?.start.line;
      const nameAttribute = node.attributes?.find((attribute) => attribute.name === 'name');
      if (!nameAttribute || typeof nameAttribute.value !== 'string' || !DEMO_NAME.test(nameAttribute.value)) {
        throw new ContentError(file, `<${element}> needs a name="ComponentName" attribute (a literal string)`, line);
      }
      references.push({ element, name: nameAttribute.value, line });
    });
  };

  // <ApiMethods interfaces="…">, <ApiSelectors names="…"> and <GridEvents>: each gets the slice of the
  // generated reference it shows as a `data` attribute, so the page's own module carries it and nothing else.
  const injectApiReference = () => async (tree: Node) => {
    const elements: Node[] = [];
    visit(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && isApiReferenceElement(node.name)) elements.push(node);
    });
    if (elements.length === 0) return;
    let reference: GridApiReference;
    try {
      reference = await gridApiReference(root);
    } catch {
      throw new ContentError(file, `app/.generated/${GRID_API_REFERENCE_FILE} is missing: the API stage writes it`);
    }
    for (const node of elements) {
      const element = node.name as keyof typeof API_REFERENCE_ELEMENTS;
      const listName = API_REFERENCE_ELEMENTS[element];
      const attributes = node.attributes ?? [];
      const list = listName ? attributes.find((attribute) => attribute.name === listName)?.value : undefined;
      if (list !== undefined && typeof list !== 'string') {
        throw new ContentError(file, `<${element}> ${listName} must be a literal string`, node.position?.start.line);
      }
      const result = sliceOf(reference, element, list);
      if (!result.ok) throw new ContentError(file, result.message, node.position?.start.line);
      node.attributes = [
        ...attributes.filter((attribute) => attribute.name !== 'data'),
        { type: 'mdxJsxAttribute', name: 'data', value: JSON.stringify(result.slice) },
      ];
    }
  };

  // A heading that ends in a badge (`## Excel <PlanBadge plan="premium" />`) slugs its trailing
  // space to `excel-`; the Markdown copy of the page says "(Premium)" there. Neither is an id to link to.
  const trimHeadingIds = () => (tree: Node) => {
    const ids = new Set<string>();
    visit(tree, (node) => {
      if (node.type === 'element' && typeof node.properties?.id === 'string') ids.add(node.properties.id);
    });
    visit(tree, (node) => {
      const id = node.type === 'element' && /^h[1-6]$/.test(node.tagName ?? '') ? node.properties?.id : undefined;
      if (typeof id !== 'string' || !id.endsWith('-')) return;
      const trimmed = id.replace(/-+$/, '');
      if (trimmed && !ids.has(trimmed)) {
        node.properties!.id = trimmed;
        ids.add(trimmed);
      }
    });
  };

  const collectToc = () => (tree: Node) => {
    visit(tree, (node) => {
      if (node.type !== 'element' || (node.tagName !== 'h2' && node.tagName !== 'h3')) return;
      const id = node.properties?.id;
      if (typeof id !== 'string') return;
      toc.push({ id, text: textOf(node).trim(), level: node.tagName === 'h2' ? 2 : 3 });
    });
  };

  let result;
  try {
    result = await bundleMDX({
      source,
      cwd: directory,
      // Errors are reported once, by the build, with the file name.
      esbuildOptions: (options) => ({ ...options, logLevel: 'silent' }),
      mdxOptions(options) {
        options.remarkPlugins = [...(options.remarkPlugins ?? []), remarkGfm, collectIslands, injectApiReference, keepMdast];
        options.rehypePlugins = [
          ...(options.rehypePlugins ?? []),
          rehypeSlug,
          trimHeadingIds,
          [
            rehypeAutolinkHeadings,
            {
              behavior: 'append',
              test: ['h2', 'h3', 'h4'],
              properties: { className: ['anchor-link'], ariaHidden: 'true', tabIndex: -1 },
              content: { type: 'text', value: '#' },
            },
          ],
          collectToc,
        ];
        return options;
      },
    });
  } catch (error) {
    throw asContentError(file, error);
  }

  for (const { element, name, line } of references) {
    const moduleFile = path.join(directory, `${name}.tsx`);
    try {
      await fs.access(moduleFile);
    } catch {
      throw new ContentError(file, `<${element} name="${name}"> refers to ${path.relative(root, moduleFile)}, which does not exist`, line);
    }
  }
  const namesOf = (element: IslandElement) => [
    ...new Set(references.filter((reference) => reference.element === element).map((reference) => reference.name)),
  ];
  const demoNames = namesOf('Demo');
  const playgroundNames = namesOf('Playground');
  const shared = demoNames.find((name) => playgroundNames.includes(name));
  if (shared) throw new ContentError(file, `${shared}.tsx is used both as a <Demo> and as a <Playground>`);

  const frontmatter = validateFrontmatter(file, result.frontmatter ?? {});
  if (!mdast) throw new ContentError(file, 'the MDX compiler produced no syntax tree');
  let text: PageText;
  try {
    text = extractPageText(source, mdast, frontmatter.title, toc);
  } catch (error) {
    throw new ContentError(file, (error as Error).message);
  }
  return { frontmatter, code: result.code, toc, demoNames, playgroundNames, text };
}

/**
 * esbuild (inside mdx-bundler) wraps MDX errors: the parser's message and
 * position sit in `detail`, and an error thrown by one of our plugins in
 * `detail.cause`. Surface the file and line either way.
 */
function asContentError(file: string, error: unknown): Error {
  if (error instanceof ContentError) return error;
  const details = error as { errors?: { text?: string; location?: { line?: number } | null; detail?: unknown }[]; message?: string };
  const first = details.errors?.[0];
  if (!first) return new ContentError(file, details.message ?? String(error));
  const message = first.detail as
    { cause?: unknown; reason?: string; line?: number; place?: { line?: number; start?: { line?: number } } } | undefined;
  if (message?.cause instanceof ContentError) return message.cause;
  // A parse error is the cause of esbuild's generic "Cannot process MDX file".
  const origin = (message?.cause instanceof Error ? message.cause : message) as typeof message & { message?: string };
  const text = origin?.reason ?? origin?.message ?? first.text ?? 'MDX error';
  // The parser sometimes gives its position only inside the text, as "(9:1-9:10)".
  const positionInText = /\s*\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(text);
  const line = origin?.line ?? origin?.place?.line ?? origin?.place?.start?.line ?? Number(positionInText?.[1] ?? 0);
  return new ContentError(file, positionInText ? text.slice(0, positionInText.index) : text, line || undefined);
}
