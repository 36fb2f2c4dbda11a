import type { LoaderFunctionArgs } from '@remix-run/node';
import { allCommits, COMMIT_SCHEMA } from '~/data/grid-rows/commits.server';
import { respondWithRows } from '~/data/grid-rows/respond.server';
import { queryRows } from '~/data/grid-rows/rows.server';

/**
 * GET /x/data/commits: the back end of the server-side Data Grid demos, over 15,886 commits.
 * Parameters are the grid's `getRows` arguments, each JSON-encoded: start and end (or
 * paginationModel), sortModel, filterModel, groupFields and groupKeys, aggregationModel.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return respondWithRows(request, COMMIT_SCHEMA, (query) => queryRows(allCommits(), COMMIT_SCHEMA, query));
}
