import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { DATA_CACHE_CONTROL, NO_STORE_CACHE_CONTROL } from '~/lib/cache-control';
import { parseEmployeeQuery, queryEmployees, QueryError } from '~/data/employees.server';

/**
 * GET /x/data/employees: the back end of the server-side Data Grid demos.
 * Parameters: page, pageSize (at most 100), sort and filters (JSON lists in
 * the grid's own shape), logicOperator (and/or) and quickFilter (words).
 */
export function loader({ request }: LoaderFunctionArgs) {
  try {
    const query = parseEmployeeQuery(new URL(request.url).searchParams);
    return json(queryEmployees(query), { headers: { 'Cache-Control': DATA_CACHE_CONTROL } });
  } catch (error) {
    if (error instanceof QueryError)
      return json({ error: error.message }, { status: 400, headers: { 'Cache-Control': NO_STORE_CACHE_CONTROL } });
    throw error;
  }
}
