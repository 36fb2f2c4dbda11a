import { describe, expect, it } from 'vitest';
import { listRepositoryFolder, MAX_PATH_LENGTH, parseRepositoryQuery, RepositoryQueryError } from '~/data/repository-tree.server';

const list = (params: Record<string, string>) => listRepositoryFolder(parseRepositoryQuery(new URLSearchParams(params)));

function rejection(run: () => unknown): RepositoryQueryError {
  try {
    run();
  } catch (error) {
    if (error instanceof RepositoryQueryError) return error;
    throw error;
  }
  throw new Error('expected a RepositoryQueryError');
}

describe('the repository tree served level by level', () => {
  it('lists the root of mui/mui-x v8.7.0, folders first, each with its number of children', () => {
    const root = list({});
    expect(root.parent).toBeNull();
    const names = root.items.map((item) => item.label);
    expect(names).toContain('packages');
    expect(names).toContain('package.json');
    const firstFile = root.items.findIndex((item) => item.kind === 'file');
    expect(root.items.slice(firstFile).every((item) => item.kind === 'file')).toBe(true);
    expect(root.items.find((item) => item.id === 'package.json')).toEqual({
      id: 'package.json',
      label: 'package.json',
      kind: 'file',
      childrenCount: 0,
    });
  });

  it('gives every folder a count that matches what listing it returns', () => {
    const packages = list({ parent: 'packages' });
    const treeView = packages.items.find((item) => item.id === 'packages/x-tree-view-pro');
    expect(treeView).toMatchObject({ label: 'x-tree-view-pro', kind: 'folder' });
    expect(list({ parent: 'packages/x-tree-view-pro' }).items).toHaveLength(treeView!.childrenCount);
    expect(list({ parent: 'packages/x-tree-view-pro/src' }).items.map((item) => item.id)).toContain(
      'packages/x-tree-view-pro/src/RichTreeViewPro',
    );
  });

  it('holds the whole repository, nine levels deep', () => {
    let entries = 0;
    let deepest = 0;
    const walk = (parent: string | null, depth: number) => {
      for (const item of listRepositoryFolder({ parent }).items) {
        entries++;
        deepest = Math.max(deepest, depth);
        if (item.kind === 'folder') walk(item.id, depth + 1);
      }
    };
    walk(null, 1);
    expect(entries).toBe(8_836);
    expect(deepest).toBe(9);
  });

  it('treats an empty parent as the root', () => {
    expect(list({ parent: '' }).parent).toBeNull();
  });

  it.each([
    [{ parent: 'packages/' }, 'folder path'],
    [{ parent: '/packages' }, 'folder path'],
    [{ parent: 'packages//x-tree-view' }, 'folder path'],
    [{ parent: 'packages/../..' }, 'folder path'],
    [{ parent: 'a'.repeat(MAX_PATH_LENGTH + 1) }, `at most ${MAX_PATH_LENGTH} characters`],
    [{ folder: 'packages' }, 'unknown parameter "folder"'],
    [{ parent: 'package.json' }, 'is a file'],
  ])('rejects %j with a 400 and a clear message', (params, message) => {
    const error = rejection(() => list(params));
    expect(error.status).toBe(400);
    expect(error.message).toContain(message);
  });

  it('rejects a repeated parent', () => {
    const params = new URLSearchParams([
      ['parent', 'docs'],
      ['parent', 'packages'],
    ]);
    expect(rejection(() => parseRepositoryQuery(params)).status).toBe(400);
  });

  it('answers 404 for a folder the repository does not have, without echoing it', () => {
    const error = rejection(() => list({ parent: 'packages/x-tree-view-premium' }));
    expect(error.status).toBe(404);
    expect(error.message).not.toContain('premium');
  });
});
