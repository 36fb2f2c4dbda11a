/**
 * A large, real tree served one level at a time: the files of the mui/mui-x
 * repository at v8.7.0 (8,836 entries, nine levels deep). The lazy-loading
 * Tree View demos ask GET /x/data/repository-tree for the children of one
 * folder at a time, as a file browser would ask its back end.
 */
import { repositoryListing, type RepositoryListingEntry } from './repository-listing.server';

export interface RepositoryEntry {
  /** The path from the repository root: unique, so it doubles as the Tree View item id. */
  id: string;
  label: string;
  kind: 'folder' | 'file';
  /** How many entries the folder holds (0 for a file): the Tree View's `getChildrenCount`. */
  childrenCount: number;
}

export interface RepositoryLevel {
  /** The folder listed, or null for the repository root. */
  parent: string | null;
  items: RepositoryEntry[];
}

export class RepositoryQueryError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404,
  ) {
    super(message);
  }
}

/** Children of each folder ('' is the root), folders first, then by name. */
function index(listing: readonly RepositoryListingEntry[]): Map<string, RepositoryEntry[]> {
  const children = new Map<string, RepositoryEntry[]>([['', []]]);
  for (const entry of listing) {
    if (entry.kind === 'folder') children.set(entry.id, []);
    children.get(entry.parent)!.push({ id: entry.id, label: entry.name, kind: entry.kind, childrenCount: entry.childrenCount });
  }
  for (const items of children.values()) {
    items.sort((a, b) => (a.kind === b.kind ? a.label.localeCompare(b.label, 'en') : a.kind === 'folder' ? -1 : 1));
  }
  return children;
}

let folders: Map<string, RepositoryEntry[]> | undefined;

function repository(): Map<string, RepositoryEntry[]> {
  folders ??= index(repositoryListing());
  return folders;
}

export const MAX_PATH_LENGTH = 300;
const PARAMETERS = new Set(['parent']);

/** Reads the folder to list from URL parameters; anything malformed is a RepositoryQueryError (400). */
export function parseRepositoryQuery(params: URLSearchParams): { parent: string | null } {
  for (const name of params.keys()) {
    if (!PARAMETERS.has(name)) throw new RepositoryQueryError(`unknown parameter "${name}"; the only parameter is parent`, 400);
  }
  const values = params.getAll('parent');
  if (values.length > 1) throw new RepositoryQueryError('parent must be given at most once', 400);
  const parent = values[0] ?? '';
  if (parent === '') return { parent: null };
  if (parent.length > MAX_PATH_LENGTH) throw new RepositoryQueryError(`parent must be at most ${MAX_PATH_LENGTH} characters`, 400);
  if (
    parent.startsWith('/') ||
    parent.endsWith('/') ||
    parent.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw new RepositoryQueryError('parent must be a folder path from the repository root, such as packages/x-tree-view', 400);
  }
  return { parent };
}

/** The entries of one folder, or of the root when parent is null. */
export function listRepositoryFolder({ parent }: { parent: string | null }): RepositoryLevel {
  const items = repository().get(parent ?? '');
  if (items) return { parent, items };
  const isFile =
    parent !== null && [...(repository().get(parent.split('/').slice(0, -1).join('/')) ?? [])].some((entry) => entry.id === parent);
  if (isFile) throw new RepositoryQueryError('parent is a file, not a folder', 400);
  throw new RepositoryQueryError('no such folder in mui/mui-x v8.7.0', 404);
}
