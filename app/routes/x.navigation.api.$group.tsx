import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { isApiGroup } from '~/api-docs/api-pages.server';
import { HTML_CACHE_CONTROL } from '~/lib/cache-control';
import { getApiNavigation } from '~/navigation/navigation.server';

/** A family's API reference entries for the navigation drawer, loaded when the reader opens the group. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isApiGroup(params.group)) throw new Response('Not Found', { status: 404 });
  return json({ group: params.group, items: getApiNavigation(params.group) }, { headers: { 'Cache-Control': HTML_CACHE_CONTROL } });
}
