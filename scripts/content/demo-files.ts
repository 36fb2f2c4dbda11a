/**
 * What a demo brings with it besides its own file: the stylesheets and the
 * TypeScript modules it imports from beside it (a data set, a custom
 * component), which readers need to run what they copy, and the npm packages
 * all of those import, at the versions this site runs.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import type { DemoCompanion } from '../../app/content/manifest';
import { packagesNeeded } from '../../app/demos/demo-dependencies';
import { ContentError } from './content-errors';
import { highlight } from './highlight';
import { tsToJs } from './ts-to-js';

/** Every module specifier a source file imports or re-exports, type-only imports included. */
export function importSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

const isLocal = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../');
const MODULE_EXTENSIONS = ['.ts', '.tsx'];

async function exists(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

async function resolveLocal(fromDir: string, specifier: string): Promise<string | null> {
  const base = path.resolve(fromDir, specifier);
  if (path.extname(base) === '.css' || MODULE_EXTENSIONS.includes(path.extname(base))) return (await exists(base)) ? base : null;
  for (const extension of MODULE_EXTENSIONS) if (await exists(base + extension)) return base + extension;
  return null;
}

function jsName(fileName: string): string {
  return fileName.replace(/\.tsx?$/, '.js');
}

export interface DemoFiles {
  companions: DemoCompanion[];
  /** Package → installed version, for every package the demo and its local modules import. */
  dependencies: Record<string, string>;
}

interface CompanionFile {
  companion: DemoCompanion;
  /** The file as read, for the imports it makes in turn. */
  content: string;
}

/**
 * Local files already made into companions while one page compiles, by absolute path. A page's
 * demos often share a data module, and each of them used to convert it to JavaScript and
 * highlight both its variants again.
 */
export type CompanionCache = Map<string, Promise<CompanionFile>>;

/** `target`, beside the demo in `pageDir`, as a companion: both variants of it, highlighted. */
async function readCompanion(root: string, pageDir: string, target: string): Promise<CompanionFile> {
  const content = (await fs.readFile(target, 'utf8')).trimEnd() + '\n';
  const name = path.relative(pageDir, target).split(path.sep).join('/');
  if (target.endsWith('.css')) {
    const html = await highlight(content, 'css');
    return {
      content,
      companion: { name: { TS: name, JS: name }, language: { TS: 'css', JS: 'css' }, raw: { TS: content, JS: content }, html: { TS: html, JS: html } },
    };
  }
  let js: string;
  try {
    js = await tsToJs(content, path.basename(target));
  } catch (error) {
    throw new ContentError(path.relative(root, target), `cannot derive the JavaScript variant: ${(error as Error).message}`);
  }
  const tsLanguage = target.endsWith('.tsx') ? 'tsx' : 'ts';
  return {
    content,
    companion: {
      name: { TS: name, JS: jsName(name) },
      language: { TS: tsLanguage, JS: 'js' },
      raw: { TS: content, JS: js },
      html: { TS: await highlight(content, tsLanguage), JS: await highlight(js, 'jsx') },
    },
  };
}

/**
 * Walks the demo's local imports depth first, in the order they appear, each
 * file once. A local import that resolves to nothing, or that leaves the
 * page's folder, is an error naming the demo: the reader could not run it.
 * `cache` shares the companions between the demos of one page.
 */
export async function readDemoFiles(root: string, demoFile: string, source: string, cache: CompanionCache = new Map()): Promise<DemoFiles> {
  const pageDir = path.dirname(demoFile);
  const companions: DemoCompanion[] = [];
  const specifiers: string[] = [];
  const seen = new Set<string>([demoFile]);
  const relativeDemo = path.relative(root, demoFile);

  const visit = async (file: string, text: string) => {
    for (const specifier of importSpecifiers(text)) {
      if (!isLocal(specifier)) {
        specifiers.push(specifier);
        continue;
      }
      const target = await resolveLocal(path.dirname(file), specifier);
      if (!target) throw new ContentError(path.relative(root, file), `imports ${specifier}, which does not exist`);
      if (path.relative(pageDir, target).startsWith('..')) {
        throw new ContentError(
          path.relative(root, file),
          `imports ${specifier} from outside its page's folder; readers copy a demo with the files beside it`,
        );
      }
      if (seen.has(target)) continue;
      seen.add(target);
      let read = cache.get(target);
      if (!read) {
        read = readCompanion(root, pageDir, target);
        cache.set(target, read);
      }
      const { companion, content } = await read;
      companions.push(companion);
      if (!target.endsWith('.css')) await visit(target, content);
    }
  };

  await visit(demoFile, source);
  // An adapter outside the specification's list throws a TypeError naming it and the demo: the build stops there.
  const packages = packagesNeeded(specifiers, relativeDemo);
  const dependencies: Record<string, string> = {};
  for (const name of packages) dependencies[name] = await installedVersion(root, name, relativeDemo);
  return { companions, dependencies };
}

const versions = new Map<string, Promise<string>>();

/** The version Node would load from `root`: what the demo runs with here, so what a reader should install. */
export function installedVersion(root: string, name: string, demo: string): Promise<string> {
  const key = `${root}\0${name}`;
  let version = versions.get(key);
  if (!version) {
    version = findPackageJson(root, name).then(
      (text) => (JSON.parse(text) as { version: string }).version,
      () => Promise.reject(new ContentError(demo, `imports ${name}, which is not installed`)),
    );
    versions.set(key, version);
  }
  return version;
}

async function findPackageJson(from: string, name: string): Promise<string> {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    try {
      return await fs.readFile(path.join(dir, 'node_modules', name, 'package.json'), 'utf8');
    } catch (error) {
      if (path.dirname(dir) === dir) throw error;
    }
  }
}
