import { json, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { memo } from 'react';
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { AdBlock } from '~/ads/AdBlock';
import { pathnameFromPageKey, resolveDemoPath, resolveDocsPath } from '~/content/content-path';
import { DocsTabs } from '~/content/DocsTabs';
import { apiTab } from '~/api-docs/api-tabs.server';
import { apiTabLabel } from '~/api-docs/api-tab-label';
import { ApiPageView } from '~/api-docs/ApiPageView';
import { mdxComponents } from '~/content/mdx-components';
import { loadPageModules, pageModuleCache } from '~/content/module-cache';
import { islandModuleKeys, withCodeInDocument } from '~/content/page-view';
import { PageProvider } from '~/content/page-context';
import { useCodePreferencesFromHash } from '~/demos/use-code-hash';
import { PAGE_KEY_ATTRIBUTE } from '~/content/page-key';
import type { PageView } from '~/content/page-view';
import { getPageRecord, getPageSummary, preparePageModules, toPageView } from '~/content/pages.server';
import { DOCUMENT_VARY, HTML_CACHE_CONTROL } from '~/lib/cache-control';
import { env } from '~/lib/env.server';
import { getPageFlags, getReadingNeighbours } from '~/navigation/navigation.server';
import type { PageFlags } from '~/navigation/FeatureFlags';
import { PageBadges } from '~/content/PageBadges';
import { movedPageLocation } from '~/navigation/moved-pages';
import { withIslandHtml } from '~/demos/island-html.server';
import { islandEvaluationOrder } from '~/demos/island-chunks.server';
import { MarkdownBody } from '~/shell/MarkdownBody';
import { PageMarkdownActions } from '~/markdown/PageMarkdownActions';
import { pageSeo } from '~/seo/seo.server';
import { documentTitle, seoMeta } from '~/seo/seo-meta';
import { TableOfContents } from '~/shell/TableOfContents';
import { PageFooter, type PageLink } from '~/content/PageFooter';
import { PageLayout } from '~/shell/PageLayout';
import { DemoFullScreen } from '~/demos/DemoFullScreen';
import { humanize } from '~/demos/Demo';

function notFound(): Response {
  return new Response('Not Found', { status: 404 });
}

/**
 * A demo alone on its own page: the page's view with that demo only, never
 * indexed (its page is the one to find), 404 for a name the page lacks.
 */
async function fullScreenDemo(key: string, demoName: string, context: LoaderFunctionArgs['context']) {
  const record = getPageRecord(key);
  const view = record ? toPageView(record, context.pageVariant) : null;
  const demoView = view?.demos[demoName];
  if (!record || !view || !demoView) throw notFound();
  const single: PageView = { ...view, demos: { [demoName]: demoView }, playgrounds: {} };
  await preparePageModules(single);
  const page = context.documentCode ? withCodeInDocument(single, context.documentCode) : single;
  return json(
    { kind: 'demo' as const, page, demoName, seo: pageSeo(record.pathname, record.title) },
    { headers: { 'Cache-Control': HTML_CACHE_CONTROL, Vary: DOCUMENT_VARY, 'X-Robots-Tag': 'noindex' } },
  );
}

/** A page folded into another (navigation/moved-pages.ts) redirects there, query dropped: the location ends in an anchor. */
function notFoundOrMoved(canonicalPathname: string) {
  const location = movedPageLocation(canonicalPathname);
  return location ? redirect(location, 301) : notFound();
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const demoTarget = resolveDemoPath(url.pathname);
  if (demoTarget) return fullScreenDemo(demoTarget.key, demoTarget.demo, context);
  const resolution = resolveDocsPath(url.pathname);
  if (resolution.kind === 'not-found') throw notFound();
  if (resolution.kind === 'redirect') {
    const target = resolveDocsPath(resolution.location);
    if (target.kind !== 'page' || !getPageSummary(target.key)) throw notFoundOrMoved(resolution.location);
    throw redirect(resolution.location + url.search, 301);
  }
  const headers = { 'Cache-Control': HTML_CACHE_CONTROL, Vary: DOCUMENT_VARY };
  const record = getPageRecord(resolution.key);
  if (!record) {
    const tab = apiTab(resolution.key);
    if (!tab) throw notFoundOrMoved(url.pathname);
    return json({ ...tab, seo: pageSeo(pathnameFromPageKey(resolution.key), tab.title) }, { headers });
  }
  const view = toPageView(record, context.pageVariant);
  await preparePageModules(view);
  const page = context.documentCode ? withCodeInDocument(view, context.documentCode) : withIslandHtml(view, context.pageVariant);
  const editUrl = env.SOURCE_REPOSITORY_URL
    ? `${env.SOURCE_REPOSITORY_URL.replace(/\/$/, '')}/blob/${env.SOURCE_BRANCH}/${record.sourcePath}`
    : null;
  const firstDemo = Object.values(view.demos)[0];
  return json(
    {
      kind: 'page' as const,
      page,
      // Rendered after the shell's scripts (app/demos/FirstDemoPreloads.tsx).
      preloadChunks: firstDemo ? islandEvaluationOrder(firstDemo.moduleKey) : [],
      editUrl,
      neighbours: getReadingNeighbours(record.pathname),
      flags: getPageFlags(record.pathname),
      seo: pageSeo(record.pathname, record.title),
    },
    { headers },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * On client-side navigation the page's MDX downloads while the data does, and
 * the new page renders as soon as both are here: its demos and playgrounds
 * come as server HTML in the data, at their size, and hydrate as their code
 * arrives or the reader reaches for them (DemoPreview). A demo alone on its
 * full-screen page is waited for.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const resolution = resolveDocsPath(new URL(request.url).pathname);
  const pageModule = resolution.kind === 'page' && pageModuleCache.has(resolution.key) ? pageModuleCache.load(resolution.key) : null;
  const data = await serverLoader<typeof loader>();
  if (data.kind === 'page') await pageModule;
  if (data.kind === 'demo') await loadPageModules(data.page.key, islandModuleKeys(data.page));
  return data;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  // A loader that throws leaves the page to the layout's error boundary, titled by the layout's meta.
  if (!data) return [];
  if (data.kind === 'demo') {
    return [
      { title: documentTitle(`${humanize(data.demoName)} demo · ${data.page.title}`) },
      { name: 'robots', content: 'noindex' },
      { tagName: 'link', rel: 'canonical', href: data.seo.canonicalUrl },
    ];
  }
  if (data.kind === 'tab') {
    return seoMeta({
      title: data.title,
      description: `${apiTabLabel(data.tab)} of the ${data.parent.title} page: props, slots and CSS classes.`,
      seo: data.seo,
    });
  }
  return seoMeta({ title: data.page.title, description: data.page.summary, seo: data.seo });
};

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
  if (data.kind === 'demo') return <DemoFullScreen page={data.page} demoName={data.demoName} />;
  return data.kind === 'tab' ? (
    <ApiTabPage data={data} />
  ) : (
    <DocsPage page={data.page} editUrl={data.editUrl} neighbours={data.neighbours} flags={data.flags} />
  );
}

/**
 * Memoized on the loader's data, which keeps its identity until the data
 * changes: the router's other updates of a navigation (the "loading" state,
 * the return to idle) then render none of the page, whose parts no longer read
 * the router themselves (AppLink, the one preferences fetcher).
 */
const DocsPage = memo(function DocsPage({
  page,
  editUrl,
  neighbours,
  flags,
}: {
  page: PageView;
  editUrl: string | null;
  neighbours: { previous: PageLink; next: PageLink };
  flags: PageFlags;
}) {
  const Content = pageModuleCache.get(page.key);
  return (
    <PageLayout narrow contents={<TableOfContents toc={page.toc} />} {...{ [PAGE_KEY_ATTRIBUTE]: page.key }}>
      <PageMarkdownActions pathname={page.pathname} />
      <DocsTabs pathname={page.pathname} components={page.components} hooks={page.hooks} current="demos" />
      <PageBadges plan={page.plan} flags={flags} />
      <PageProvider value={page}>
        <CodeHashPreferences />
        <MarkdownBody>{Content ? <Content components={mdxComponents} /> : null}</MarkdownBody>
      </PageProvider>
      <AdBlock />
      <PageFooter editUrl={editUrl} previous={neighbours.previous} next={neighbours.next} />
    </PageLayout>
  );
});
