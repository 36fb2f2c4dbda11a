import type { LoaderFunctionArgs } from '@remix-run/node';
import { env } from '~/lib/env.server';
import { textResponse } from '~/lib/text-response.server';

/** Everything may be crawled except the search results and the preference endpoint, which are not pages. */
export function loader({ request }: LoaderFunctionArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /x/search/',
    'Disallow: /x/search.json',
    'Disallow: /x/preferences',
    '',
    `Sitemap: ${env.SITE_URL}/sitemap.xml`,
    '',
  ].join('\n');
  return textResponse(request, body, 'text/plain; charset=utf-8');
}
