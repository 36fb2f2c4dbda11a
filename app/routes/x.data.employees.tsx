import type { LoaderFunctionArgs } from '@remix-run/node';
import { EMPLOYEE_SCHEMA, employees } from '~/data/employees.server';
import { respondWithRows } from '~/data/grid-rows/respond.server';
import { queryRows } from '~/data/grid-rows/rows.server';

/**
 * GET /x/data/employees: the back end of the pagination and server-side filtering demos. It takes
 * the grid's models, each JSON-encoded: paginationModel (or start and end), sortModel, filterModel.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return respondWithRows(request, EMPLOYEE_SCHEMA, (query) => queryRows(employees, EMPLOYEE_SCHEMA, query));
}
