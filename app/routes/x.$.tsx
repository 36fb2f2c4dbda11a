import { json, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { AdBlock } from '~/ads/AdBlock';
import { pathnameFromPageKey, resolveDocsPath } from '~/content/content-path';
import { DOCS_TABS, type DocsTab } from '~/content/manifest';
import { DocsTabs } from '~/content/DocsTabs';
import { findApiPage, readApiPageLinks } from '~/api-docs/api-pages.server';
import { ApiPageView } from '~/api-docs/ApiPageView';
import { mdxComponents } from '~/content/mdx-components';
import { loadPageModules, pageModuleCache } from '~/content/module-cache';
import { PageProvider } from '~/content/page-context';
import { useCodePreferencesFromHash } from '~/demos/use-code-hash';
import { PAGE_KEY_ATTRIBUTE } from '~/content/page-key';
import type { PageView } from '~/content/page-view';
import { getPageRecord, preparePageModules, toPageView } from '~/content/pages.server';
import { DOCUMENT_VARY, HTML_CACHE_CONTROL } from '~/lib/cache-control';
import { env } from '~/lib/env.server';
import { getReadingNeighbours } from '~/navigation/navigation.server';
import { codePreferencesFromCookies } from '~/preferences/code-preferences';
import { MarkdownBody } from '~/shell/MarkdownBody';
import { markdownDocument } from '~/markdown/markdown-document';
import { PageMarkdownActions } from '~/markdown/PageMarkdownActions';
import { pagePathnameFromMarkdown } from '~/markdown/markdown-path';
import { preferredRepresentation } from '~/markdown/negotiation';
import { apiPageMarkdown, docsPageMarkdown } from '~/markdown/page-markdown.server';
import { pageSeo } from '~/seo/seo.server';
import { documentTitle, seoMeta } from '~/seo/seo-meta';
import { TableOfContents } from '~/shell/TableOfContents';
import { Badge } from '~/ui/Badge';
import { PageFooter, type PageLink } from '~/content/PageFooter';
import { PageLayout } from '~/shell/PageLayout';

function notFound(): Response {
  return new Response('Not Found', { status: 404 });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // `/x/<page>.md` is the page's Markdown; the page URL itself is too, for a client that prefers it.
  const markdownTarget = pagePathnameFromMarkdown(url.pathname);
  const representation = markdownTarget ? 'markdown' : preferredRepresentation(request.headers.get('Accept'));
  const resolution = resolveDocsPath(markdownTarget ?? url.pathname);
  if (resolution.kind === 'not-found') throw notFound();
  if (resolution.kind === 'redirect') {
    const target = resolveDocsPath(resolution.location);
    if (target.kind !== 'page' || !getPageRecord(target.key)) throw notFound();
    throw redirect(resolution.location + url.search, 301);
  }
  // A negotiated URL answers in two formats; a `.md` URL in one.
  const headers = { 'Cache-Control': HTML_CACHE_CONTROL, Vary: markdownTarget ? 'Cookie' : DOCUMENT_VARY };
  const preferences = codePreferencesFromCookies(request.headers.get('Cookie'));
  const record = getPageRecord(resolution.key);
  if (!record) {
    const tab = apiTab(resolution.key);
    if (!tab) throw notFound();
    if (representation === 'markdown') {
      return json(markdownDocument(tab.apiPages.map((apiPage) => apiPageMarkdown(apiPage, env.SITE_URL)).join('\n---\n\n')), { headers });
    }
    return json({ ...tab, seo: pageSeo(pathnameFromPageKey(resolution.key), tab.title) }, { headers });
  }
  if (representation === 'markdown') return json(markdownDocument(docsPageMarkdown(record, preferences, env.SITE_URL)), { headers });

  const page = toPageView(record, preferences);
  await preparePageModules(page);
  const editUrl = `${env.SOURCE_REPOSITORY_URL}/blob/${env.SOURCE_BRANCH}/${record.sourcePath}`;
  return json(
    { kind: 'page' as const, page, editUrl, neighbours: getReadingNeighbours(record.pathname), seo: pageSeo(record.pathname, record.title) },
    { headers },
  );
}

const TAB_LABEL: Record<DocsTab, string> = { 'components-api': 'Components API', 'hooks-api': 'Hooks API' };

/**
 * `<page>/components-api/` and `<page>/hooks-api/`: the API of what the
 * page's frontmatter names, beside its demos. Null when there is no such tab.
 */
function apiTab(key: string) {
  const segments = key.split('/');
  const tab = segments.at(-1);
  if (!(DOCS_TABS as readonly string[]).includes(tab ?? '')) return null;
  const parent = getPageRecord(segments.slice(0, -1).join('/'));
  const names = tab === 'components-api' ? parent?.components : parent?.hooks;
  if (!parent || !names?.length) return null;
  const apiPages = names.map(findApiPage).filter((apiPage): apiPage is NonNullable<typeof apiPage> => apiPage !== null);
  const links = Object.assign({}, ...apiPages.map((apiPage) => readApiPageLinks(apiPage.group, apiPage.slug))) as Record<string, string>;
  return {
    kind: 'tab' as const,
    tab: tab as DocsTab,
    title: `${parent.title}: ${TAB_LABEL[tab as DocsTab]}`,
    parent: { title: parent.title, pathname: parent.pathname, components: parent.components, hooks: parent.hooks },
    apiPages,
    links,
  };
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * On client-side navigation the page's MDX and demo chunks download while the
 * data does, and the new page renders complete, with no loading flash.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const resolution = resolveDocsPath(new URL(request.url).pathname);
  const pageModule = resolution.kind === 'page' && pageModuleCache.has(resolution.key) ? pageModuleCache.load(resolution.key) : null;
  const data = await serverLoader<typeof loader>();
  if (data.kind === 'page') await Promise.all([pageModule, loadPageModules(data.page.key, Object.values(data.page.demos).map((demo) => demo.moduleKey))]);
  return data;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data || data.kind === 'markdown') return [{ title: documentTitle('Page not found') }];
  if (data.kind === 'tab') {
    return seoMeta({ title: data.title, description: `${TAB_LABEL[data.tab]} of the ${data.parent.title} page: props, slots and CSS classes.`, seo: data.seo });
  }
  return seoMeta({ title: data.page.title, description: data.page.summary, seo: data.seo });
};

const PLAN_LABEL = { pro: 'Pro plan', premium: 'Premium plan' } as const;

function CodeHashPreferences() {
  useCodePreferencesFromHash();
  return null;
}

function ApiTabPage({ data }: { data: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'tab' }> }) {
  return (
    <PageLayout>
      <PageMarkdownActions pathname={`${data.parent.pathname}${data.tab}/`} />
      <MarkdownBody>
        <h1>{data.title}</h1>
      </MarkdownBody>
      <DocsTabs pathname={data.parent.pathname} components={data.parent.components} hooks={data.parent.hooks} current={data.tab} />
      {data.apiPages.map((apiPage) => (
        <ApiPageView key={`${apiPage.group}/${apiPage.slug}`} page={apiPage} links={data.links} embedded />
      ))}
    </PageLayout>
  );
}

export default function DocsRoute() {
  const data = useLoaderData<typeof loader>();
  // Markdown never reaches rendering: entry.server sends it as the response.
  if (data.kind === 'markdown') return null;
  return data.kind === 'tab' ? <ApiTabPage data={data} /> : <DocsPage page={data.page} editUrl={data.editUrl} neighbours={data.neighbours} />;
}

function DocsPage({ page, editUrl, neighbours }: { page: PageView; editUrl: string; neighbours: { previous: PageLink; next: PageLink } }) {
  const Content = pageModuleCache.get(page.key);
  return (
    <PageLayout narrow contents={<TableOfContents toc={page.toc} />} {...{ [PAGE_KEY_ATTRIBUTE]: page.key }}>
        <PageMarkdownActions pathname={page.pathname} />
        <DocsTabs pathname={page.pathname} components={page.components} hooks={page.hooks} current="demos" />
        {page.plan && (
          <Badge kind={page.plan} filled>
            {PLAN_LABEL[page.plan]}
          </Badge>
        )}
        <PageProvider value={page}>
          <CodeHashPreferences />
          <MarkdownBody>{Content ? <Content components={mdxComponents} /> : null}</MarkdownBody>
        </PageProvider>
        <AdBlock />
        <PageFooter editUrl={editUrl} previous={neighbours.previous} next={neighbours.next} />
    </PageLayout>
  );
}
