import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { SEARCH_CACHE_CONTROL } from '~/lib/cache-control';
import { searchDocs } from '~/search/search.server';

/** The search dialog's queries: `GET /x/search.json?q=…`, answered from the prebuilt index. */
export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams.get('q');
  return json(searchDocs(query), { headers: { 'Cache-Control': SEARCH_CACHE_CONTROL } });
}
