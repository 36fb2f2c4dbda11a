/**
 * The mui/mui-x v8.7.0 listing as entries: one per file and folder, with its parent, size and the
 * number of entries below it. The Tree View's folder-by-folder endpoint and the Data Grid's
 * server-side tree data both read it.
 */
import { MUI_X_V8_7_0_LISTING } from './mui-x-v8.7.0-listing.server';

export interface RepositoryListingEntry {
  /** The path from the repository root: unique, so it doubles as a row or item id. */
  id: string;
  /** The parent folder's path, '' at the root. */
  parent: string;
  name: string;
  kind: 'folder' | 'file';
  /** Bytes: the file's size, or the total of the files below a folder. */
  size: number;
  /** Entries directly inside a folder (0 for a file). */
  childrenCount: number;
  /** Entries anywhere below a folder (0 for a file). */
  descendantCount: number;
}

/** Entries in listing order: a folder comes before what it holds. */
export function parseListing(listing: string): RepositoryListingEntry[] {
  const entries: RepositoryListingEntry[] = [];
  const byPath = new Map<string, RepositoryListingEntry>();
  const trail: string[] = [];
  for (const line of listing.split('\n')) {
    const depth = line.length - line.trimStart().length;
    const [name = '', size] = line.trim().split('\t');
    const isFolder = name.endsWith('/');
    const label = isFolder ? name.slice(0, -1) : name;
    trail.length = depth;
    const parent = trail.join('/');
    const id = parent ? `${parent}/${label}` : label;
    if (parent !== '' && byPath.get(parent)?.kind !== 'folder') throw new Error(`listing: ${id} comes before its folder`);
    const entry: RepositoryListingEntry = {
      id,
      parent,
      name: label,
      kind: isFolder ? 'folder' : 'file',
      size: Number(size ?? 0),
      childrenCount: 0,
      descendantCount: 0,
    };
    entries.push(entry);
    byPath.set(id, entry);
    const direct = byPath.get(parent);
    if (direct) direct.childrenCount += 1;
    for (let ancestor = direct; ancestor; ancestor = byPath.get(ancestor.parent)) {
      ancestor.descendantCount += 1;
      ancestor.size += entry.kind === 'file' ? entry.size : 0;
    }
    if (isFolder) trail.push(label);
  }
  return entries;
}

let entries: readonly RepositoryListingEntry[] | undefined;

export function repositoryListing(): readonly RepositoryListingEntry[] {
  entries ??= parseListing(MUI_X_V8_7_0_LISTING);
  return entries;
}
