import { json, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import Box from '@mui/material/Box';
import { readApiPage, readApiPageLinks, isApiGroup } from '~/api-docs/api-pages.server';
import { ApiPageView } from '~/api-docs/ApiPageView';
import { apiPathname } from '~/api-docs/api-types';
import { DOCUMENT_VARY, HTML_CACHE_CONTROL } from '~/lib/cache-control';
import { getApiNavigation } from '~/navigation/navigation.server';
import { TableOfContents } from '~/shell/TableOfContents';

function notFound(): Response {
  return new Response('Not Found', { status: 404 });
}

export function loader({ params, request }: LoaderFunctionArgs) {
  const { group, name } = params;
  if (!isApiGroup(group) || !name) throw notFound();
  const page = readApiPage(group, name);
  if (!page) throw notFound();
  const canonical = apiPathname(group, name);
  const url = new URL(request.url);
  if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
  // The drawer shows this family's API reference open, with this page in it.
  const apiNavigation = { group, items: getApiNavigation(group) };
  return json({ page, links: readApiPageLinks(group, name), apiNavigation }, { headers: { 'Cache-Control': HTML_CACHE_CONTROL, Vary: DOCUMENT_VARY } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: 'Page not found · MUI X' }];
  const { page } = data;
  return [
    { title: `${page.name} API · MUI X` },
    { name: 'description', content: `API reference of ${page.name}: ${page.kind === 'hook' ? 'parameters and return type' : 'props, types and defaults'}, generated from MUI X 8.7.0.` },
  ];
};

export default function ApiRoute() {
  const { page, links } = useLoaderData<typeof loader>();
  const toc = [
    { id: 'import', text: 'Import', level: 2 as const },
    ...(page.aliasOf ? [{ id: 'type', text: 'Type', level: 2 as const }] : []),
    ...(page.kind === 'hook' ? [{ id: 'parameters', text: 'Parameters', level: 2 as const }, { id: 'returns', text: 'Returns', level: 2 as const }] : []),
    ...(page.props.length ? [{ id: 'props', text: page.kind === 'component' ? 'Props' : 'Properties', level: 2 as const }] : []),
    ...(page.slots.length ? [{ id: 'slots', text: 'Slots', level: 2 as const }] : []),
    ...(page.cssClasses.length ? [{ id: 'css-classes', text: 'CSS classes', level: 2 as const }] : []),
    { id: 'demos', text: 'Demos', level: 2 as const },
  ];
  return (
    <Box sx={{ display: 'flex', gap: 4, px: { xs: 2, sm: 4 }, py: 4, maxWidth: 1280, mx: 'auto' }}>
      <Box component="article" sx={{ flex: 1, minWidth: 0 }}>
        <ApiPageView page={page} links={links} />
      </Box>
      <Box component="aside" sx={{ display: { xs: 'none', lg: 'block' }, width: 220, flexShrink: 0 }}>
        <TableOfContents toc={toc} />
      </Box>
    </Box>
  );
}
