import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Makes `folder` hold exactly `files` (path relative to the folder → contents), writing only the
 * files whose contents differ and removing the ones no longer listed. A watcher on the folder then
 * sees one event per real change: `npm run dev` rebuilt its content into folders it first emptied,
 * and Remix's watcher, told that every island had been removed and added again (about 1,000 files),
 * stopped in the middle of a rebuild with every script answering 404.
 */
export async function syncFolder(folder: string, files: ReadonlyMap<string, string>): Promise<{ written: number; removed: number }> {
  await fs.mkdir(folder, { recursive: true });
  const wanted = new Set([...files.keys()].map((relative) => path.normalize(relative)));
  let removed = 0;
  for (const entry of await fs.readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(folder, path.join(entry.parentPath, entry.name));
    if (wanted.has(relative)) continue;
    await fs.rm(path.join(folder, relative));
    removed++;
  }
  await removeEmptyFolders(folder);

  let written = 0;
  for (const [relative, contents] of files) {
    if (await writeFileIfChanged(path.join(folder, relative), contents)) written++;
  }
  return { written, removed };
}

/** Writes `contents` to `file` unless the file already holds them; says whether it wrote. */
export async function writeFileIfChanged(file: string, contents: string): Promise<boolean> {
  const current = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (current === contents) return false;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, contents);
  return true;
}

async function removeEmptyFolders(folder: string): Promise<void> {
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const child = path.join(folder, entry.name);
    await removeEmptyFolders(child);
    if ((await fs.readdir(child)).length === 0) await fs.rmdir(child);
  }
}
