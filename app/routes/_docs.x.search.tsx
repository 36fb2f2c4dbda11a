import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SEARCH_CACHE_CONTROL } from '~/lib/cache-control';
import { searchDocs } from '~/search/search.server';
import { MAX_RESULTS } from '~/search/search-engine';
import { SearchResultsPage } from '~/search/SearchResultsPage';
import { documentTitle } from '~/seo/seo-meta';

/** Search without JavaScript (and the page the dialog's "all results" would be): `GET /x/search/?q=…`. */
/** `page=3`: a whole number from 1; anything else is the first page. */
function pageNumber(raw: string | null): number {
  return raw !== null && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1;
}

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const start = (pageNumber(params.get('page')) - 1) * MAX_RESULTS;
  return json(searchDocs(params.get('q') ?? '', undefined, { start }), { headers: { 'Cache-Control': SEARCH_CACHE_CONTROL } });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: documentTitle(data?.query ? `Search: ${data.query}` : 'Search') },
  // Result lists are not pages: they would only compete with the pages they list.
  { name: 'robots', content: 'noindex, follow' },
];

export default function SearchRoute() {
  return <SearchResultsPage {...useLoaderData<typeof loader>()} />;
}
