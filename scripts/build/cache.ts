/**
 * The build's cache: results stored under .cache/build/<stage>/ by the hash of
 * everything they were made from, so an unchanged input is never processed
 * twice. A stage prunes the entries its last run did not use, so the folder
 * holds one build's worth.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export function hashOf(parts: readonly (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(String(part.length));
    hash.update('\0');
    hash.update(part);
  }
  return hash.digest('hex').slice(0, 32);
}

/** The hash of files' paths (relative to `root`) and contents, in the given order. */
export async function hashFiles(root: string, files: readonly string[]): Promise<string> {
  const parts: (string | Buffer)[] = [];
  for (const file of files) parts.push(path.relative(root, file), await fs.readFile(file));
  return hashOf(parts);
}

export class BuildCache {
  readonly #used = new Map<string, Set<string>>();

  constructor(readonly directory: string) {}

  #file(stage: string, key: string, extension = '.json') {
    return path.join(this.directory, stage, `${key}${extension}`);
  }

  #use(stage: string, key: string) {
    this.#used.set(stage, (this.#used.get(stage) ?? new Set()).add(key));
  }

  async get<T>(stage: string, key: string): Promise<T | null> {
    this.#use(stage, key);
    try {
      return JSON.parse(await fs.readFile(this.#file(stage, key), 'utf8')) as T;
    } catch {
      return null;
    }
  }

  async set(stage: string, key: string, value: unknown): Promise<void> {
    await this.#write(stage, key, '.json', JSON.stringify(value));
  }

  /** A stored file's bytes, for results that are not JSON (compressed assets). */
  async getBytes(stage: string, key: string): Promise<Buffer | null> {
    this.#use(stage, key);
    return fs.readFile(this.#file(stage, key, '.bin')).catch(() => null);
  }

  async setBytes(stage: string, key: string, bytes: Buffer): Promise<void> {
    await this.#write(stage, key, '.bin', bytes);
  }

  async #write(stage: string, key: string, extension: string, contents: string | Buffer): Promise<void> {
    this.#use(stage, key);
    const file = this.#file(stage, key, extension);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written whole, then renamed: an interrupted build never leaves half an entry. The temporary
    // name is the writer's own: with a shared one, two writers of one key (identical assets
    // compressed side by side) wrote the same file, and the second rename found it gone (CI run 178).
    const temporary = `${file}.${randomUUID()}.tmp`;
    await fs.writeFile(temporary, contents);
    await fs.rename(temporary, file);
  }

  /** Removes the stage's entries that this build did not read or write; the next build starts counting anew. */
  async prune(stage: string): Promise<void> {
    const used = this.#used.get(stage) ?? new Set();
    this.#used.delete(stage);
    const names = await fs.readdir(path.join(this.directory, stage)).catch(() => [] as string[]);
    await Promise.all(names.filter((name) => !used.has(name.replace(/\.(json|bin)$/, ''))).map((name) => fs.rm(path.join(this.directory, stage, name), { force: true })));
  }
}
