import type { LoaderFunctionArgs } from '@remix-run/node';
import { REPOSITORY_FILE_SCHEMA, repositoryFileRows } from '~/data/grid-rows/repository-files.server';
import { respondWithRows } from '~/data/grid-rows/respond.server';
import { queryTree } from '~/data/grid-rows/rows.server';

/**
 * GET /x/data/repository-files: the server-side tree data demos' back end. `groupKeys` is the path
 * of the folder whose entries are asked for (a name per level, none for the root); the other
 * parameters are those of /x/data/commits.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return respondWithRows(request, REPOSITORY_FILE_SCHEMA, (query) => queryTree(repositoryFileRows(), REPOSITORY_FILE_SCHEMA, query));
}
