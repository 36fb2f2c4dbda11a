/**
 * The first stage of the build: what content there is. Every page (an
 * index.mdx) with the files of its folder, and which MUI X names each page's
 * demos import. The API stage reads the second to list each component's demos;
 * the compile stage reads the first, and hashes those files to know what changed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';

export interface DiscoveredPage {
  /** The page's key: its folder below content/, `''` for the landing page. */
  key: string;
  /** The MDX file, relative to the root, with forward slashes. */
  sourcePath: string;
  /** Every file of the page's folder and its sub-folders that are not pages of their own, sorted. */
  files: string[];
  /** Its address (`/x/react-charts/bars/`). */
  pathname: string;
  /** Its front matter's title, else its address. */
  title: string;
}

export interface DemoUsage {
  title: string;
  pathname: string;
  /** `@mui/x-charts` for `@mui/x-charts/Toolbar`: the Charts' Toolbar is not the grid's. */
  packages: string[];
}

export interface ContentDiscovery {
  pages: DiscoveredPage[];
  /** MUI X export name → the pages whose demos import it, with the packages they import it from. */
  usage: Map<string, DemoUsage[]>;
}

const toPosix = (file: string) => file.split(path.sep).join('/');

export async function discoverContent(root: string, contentDir = 'content'): Promise<ContentDiscovery> {
  const contentRoot = path.join(root, contentDir);
  const entries = await fs.readdir(contentRoot, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const pageDirs = new Set(files.filter((file) => path.basename(file) === 'index.mdx').map((file) => path.dirname(file)));
  /** The page a file belongs to: its nearest folder that has an index.mdx. */
  const ownerOf = (file: string) => {
    for (let dir = path.dirname(file); dir.startsWith(contentRoot); dir = path.dirname(dir)) if (pageDirs.has(dir)) return dir;
    return null;
  };
  const filesByPage = new Map<string, string[]>();
  for (const file of files) {
    const owner = ownerOf(file);
    if (owner) filesByPage.set(owner, [...(filesByPage.get(owner) ?? []), file]);
  }
  const pages = await Promise.all(
    [...pageDirs].sort().map(async (dir) => {
      const key = toPosix(path.relative(contentRoot, dir));
      const sourcePath = toPosix(path.relative(root, path.join(dir, 'index.mdx')));
      const pathname = key === '' ? '/x/' : `/x/${key}/`;
      return { key, sourcePath, files: (filesByPage.get(dir) ?? []).sort(), pathname, title: await titleOf(root, sourcePath, pathname) };
    }),
  );
  return { pages: pages.sort((a, b) => a.sourcePath.localeCompare(b.sourcePath)), usage: await demoUsage(pages) };
}

const MUI_X_NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"](@mui\/x-[^/'"]+)[^'"]*['"]/g;

async function titleOf(root: string, sourcePath: string, pathname: string): Promise<string> {
  try {
    return String(matter(await fs.readFile(path.join(root, sourcePath), 'utf8')).data.title ?? pathname);
  } catch {
    // The compile stage reports malformed pages; here the path is title enough.
    return pathname;
  }
}

async function demoUsage(pages: DiscoveredPage[]) {
  const usage = new Map<string, DemoUsage[]>();
  for (const { pathname, title, files } of pages) {
    for (const file of files) {
      if (!file.endsWith('.tsx') && !file.endsWith('.ts')) continue;
      const source = await fs.readFile(file, 'utf8');
      for (const [, names = '', packageName = ''] of source.matchAll(MUI_X_NAMED_IMPORT)) {
        for (const raw of names.split(',')) {
          const name = (raw.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0] ?? '').trim();
          if (!name) continue;
          const list = usage.get(name) ?? [];
          const entry = list.find((candidate) => candidate.pathname === pathname);
          if (!entry) list.push({ title, pathname, packages: [packageName] });
          else if (!entry.packages.includes(packageName)) entry.packages.push(packageName);
          usage.set(name, list);
        }
      }
    }
  }
  return usage;
}
