import { json, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { readApiPage, readApiPageLinks, isApiGroup } from '~/api-docs/api-pages.server';
import { ApiPageView } from '~/api-docs/ApiPageView';
import { apiPageSections } from '~/api-docs/api-sections';
import { apiPathname } from '~/api-docs/api-types';
import { DOCUMENT_VARY, HTML_CACHE_CONTROL } from '~/lib/cache-control';
import { getApiNavigation } from '~/navigation/navigation.server';
import { TableOfContents } from '~/shell/TableOfContents';
import { htmlToText } from '~/markdown/html-to-markdown';
import { PageMarkdownActions } from '~/markdown/PageMarkdownActions';
import { pageSeo } from '~/seo/seo.server';
import { seoMeta } from '~/seo/seo-meta';
import { DOCUMENTED_VERSION } from '~/versions/versions';
import { PageLayout } from '~/shell/PageLayout';

function notFound(): Response {
  return new Response('Not Found', { status: 404 });
}

export function loader({ params, request }: LoaderFunctionArgs) {
  const { group, name: slug } = params;
  const url = new URL(request.url);
  if (!isApiGroup(group) || !slug) throw notFound();
  const page = readApiPage(group, slug);
  if (!page) throw notFound();
  const canonical = apiPathname(group, slug);
  if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
  const headers = { 'Cache-Control': HTML_CACHE_CONTROL, Vary: DOCUMENT_VARY };
  // The drawer shows this family's API reference open, with this page in it.
  const apiNavigation = { group, items: getApiNavigation(group) };
  return json(
    { kind: 'api' as const, page, links: readApiPageLinks(group, slug), apiNavigation, seo: pageSeo(canonical, `${page.name} API`) },
    { headers },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  // A loader that throws leaves the page to the layout's error boundary, titled by the layout's meta.
  if (!data) return [];
  const { page } = data;
  const summary = htmlToText(page.descriptionHtml);
  const contents = page.kind === 'hook' ? 'parameters and return type' : 'props, types and defaults';
  return seoMeta({
    title: `${page.name} API`,
    description:
      `${summary ? `${summary} ` : ''}API reference of ${page.name}: ${contents}, generated from MUI X ${DOCUMENTED_VERSION}.`.slice(
        0,
        300,
      ),
    seo: data.seo,
  });
};

export default function ApiRoute() {
  const data = useLoaderData<typeof loader>();
  const { page, links } = data;
  const toc = apiPageSections(page).map((section) => ({ id: section.id, text: section.title, level: 2 as const }));
  return (
    <PageLayout contents={<TableOfContents toc={toc} />}>
      <PageMarkdownActions pathname={apiPathname(page.group, page.slug)} />
      <ApiPageView page={page} links={links} />
    </PageLayout>
  );
}
