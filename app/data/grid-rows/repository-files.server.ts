/** The server-side tree data demos' data set: the 8,836 files and folders of mui/mui-x v8.7.0 as grid rows. */
import { repositoryListing } from '../repository-listing.server';
import type { TreeRow } from './rows.server';
import type { RowSchema } from './schema.server';

export const REPOSITORY_FILE_SCHEMA: RowSchema = {
  fields: {
    id: 'string',
    name: 'string',
    kind: 'string',
    extension: 'string',
    size: 'number',
    childrenCount: 'number',
    descendantCount: 'number',
  },
  quickFilterFields: ['name'],
};

let rows: readonly TreeRow[] | undefined;

/** Each entry with its extension, and `groupKey` (its name): what the grid's `getGroupKey` returns. */
export function repositoryFileRows(): readonly TreeRow[] {
  rows ??= repositoryListing().map((entry) => ({
    ...entry,
    groupKey: entry.name,
    extension: entry.kind === 'file' && entry.name.lastIndexOf('.') > 0 ? entry.name.slice(entry.name.lastIndexOf('.') + 1) : '',
  }));
  return rows;
}
