import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SEARCH_CACHE_CONTROL } from '~/lib/cache-control';
import { searchDocs } from '~/search/search.server';
import { SearchResultsPage } from '~/search/SearchResultsPage';
import { documentTitle } from '~/seo/seo-meta';

/** Search without JavaScript (and the page the dialog's "all results" would be): `GET /x/search/?q=…`. */
export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams.get('q') ?? '';
  return json(searchDocs(query), { headers: { 'Cache-Control': SEARCH_CACHE_CONTROL } });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: documentTitle(data?.query ? `Search: ${data.query}` : 'Search') },
  // Result lists are not pages: they would only compete with the pages they list.
  { name: 'robots', content: 'noindex, follow' },
];

export default function SearchRoute() {
  return <SearchResultsPage {...useLoaderData<typeof loader>()} />;
}
