import { json } from '@remix-run/node';
import { DATA_CACHE_CONTROL, NO_STORE_CACHE_CONTROL } from '~/lib/cache-control';
import { parseRowsQuery, RowsQueryError, type RowsQuery } from './query.server';
import type { RowsResponse } from './rows.server';
import type { RowSchema } from './schema.server';

/**
 * The HTTP side of a rows endpoint: the answer as JSON, a 400 that says what is wrong with a
 * malformed request, and the 503 a demo asks for with `simulateError=true`.
 */
export function respondWithRows(request: Request, schema: RowSchema, answer: (query: RowsQuery) => RowsResponse): Response {
  const noStore = { 'Cache-Control': NO_STORE_CACHE_CONTROL };
  let query: RowsQuery;
  try {
    query = parseRowsQuery(new URL(request.url).searchParams, schema);
  } catch (error) {
    if (error instanceof RowsQueryError) return json({ error: error.message }, { status: 400, headers: noStore });
    throw error;
  }
  if (query.simulateError) {
    return json(
      { error: 'The server could not answer (an outage the demo asked for with simulateError=true).' },
      { status: 503, headers: noStore },
    );
  }
  return json(answer(query), { headers: { 'Cache-Control': DATA_CACHE_CONTROL } });
}
