import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { DATA_CACHE_CONTROL, NO_STORE_CACHE_CONTROL } from '~/lib/cache-control';
import { listRepositoryFolder, parseRepositoryQuery, RepositoryQueryError } from '~/data/repository-tree.server';

/**
 * GET /x/data/repository-tree?parent=<folder>: the back end of the lazy-loading Tree View demos.
 * Answers the entries of one folder of mui/mui-x v8.7.0 (the root without `parent`), each with its
 * number of children. A malformed parameter is a 400, a folder that does not exist a 404.
 */
export function loader({ request }: LoaderFunctionArgs) {
  try {
    const level = listRepositoryFolder(parseRepositoryQuery(new URL(request.url).searchParams));
    return json(level, { headers: { 'Cache-Control': DATA_CACHE_CONTROL } });
  } catch (error) {
    if (error instanceof RepositoryQueryError) {
      return json({ error: error.message }, { status: error.status, headers: { 'Cache-Control': NO_STORE_CACHE_CONTROL } });
    }
    throw error;
  }
}
