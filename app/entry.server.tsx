import { renderToString } from 'react-dom/server';
import { RemixServer } from '@remix-run/react';
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createEmotionCache } from '~/shell/emotion/emotion-cache';
import type { ShellSettings } from '~/shell/theme/shell-settings';
import { demoEmotionCache, gridRootStyles, islandRenderer, renderedIslands } from '~/demos/island-html.server';
import { DocumentCodeProvider } from '~/demos/document-code';
import { demoSourceOf } from '~/content/pages.server';
import { themeStyleChunks } from '~/shell/theme/theme-styles.server';
import { DOCS_LAYOUT_ROUTE_ID } from '~/shell/docs-layout';
import { applyRewrites, documentRewrites, reportUnappliedRewrites } from '~/document/document.server';
import { DemoServerRendererProvider } from '~/demos/demo-server-renderer';
import { serializeEmotionStyles } from '~/shell/emotion/CriticalStyles';
import { cssBundle } from '~/shell/css-bundle.server';
import { documentContentSecurityPolicy, ifNoneMatchHits, inlineScriptHashes, weakEtag } from '~/lib/security-headers.server';
import { env, thirdPartyOrigins } from '~/lib/env.server';
import { forbidSharedCachingOfCookies } from '~/lib/cache-control';
import '~/demos/dayjs-plugins.server';

/** Answers the server gives before Remix (server/entry-responders.ts and server/mcp.ts read them from this module). */
export { markdownResponse } from '~/markdown/markdown-response.server';
export { demoProjectResponse } from '~/demos/demo-project-response.server';
import { STACKBLITZ_RUN_URL } from '~/demos/stackblitz';
export { createMcpServer } from '~/mcp/mcp-server.server';

/**
 * Documents are rendered whole (not streamed): Emotion's critical CSS can only
 * be extracted from the complete markup, and a complete document is what the
 * CDN caches anyway. Pages load their modules before rendering, so nothing
 * suspends here.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { direction, dense } = loadContext.pageVariant;
  const shellSettings: ShellSettings = { direction, dense };
  const cache = createEmotionCache();
  // Demos are rendered in the reader's direction: right to left, their styles come flipped from a cache of their own.
  const demoCache = direction === 'rtl' ? demoEmotionCache(direction) : cache;
  const emotionServers = [...new Set([cache, demoCache])].map((each) => createEmotionServer(each));
  // Demo islands render as roots of their own, with an Emotion cache whose critical CSS is extracted with the page's.
  const islands = renderedIslands();
  const renderDemo = islandRenderer(demoCache, shellSettings, islands);
  const markup = renderToString(
    <CacheProvider value={cache}>
      <DemoServerRendererProvider value={renderDemo}>
        <DocumentCodeProvider value={loadContext.documentCode}>
          <RemixServer context={remixContext} url={request.url} />
        </DocumentCodeProvider>
      </DemoServerRendererProvider>
    </CacheProvider>,
  );
  // The theme's variables and baseline belong to pages under the docs layout; the playground has Material UI's defaults.
  const underDocsLayout = remixContext.staticHandlerContext.matches.some((match) => match.route.id === DOCS_LAYOUT_ROUTE_ID);
  const themeStyles = underDocsLayout ? themeStyleChunks() : [];
  const demoStyles = emotionServers.flatMap((server) => server.extractCriticalToChunks(markup).styles);
  // Sent with the page, the Data Grid's root styles are adopted by the browser instead of compiled in a grid's first commit.
  const emotionStyles = serializeEmotionStyles([
    ...themeStyles,
    ...demoStyles,
    ...gridRootStyles(
      shellSettings,
      islands.packages,
      [...islands.moduleKeys].flatMap((key) => demoSourceOf(key)?.gridRootSx ?? []),
    ),
  ]);
  const { html, unapplied } = applyRewrites(markup, documentRewrites({ cssBundle: cssBundle().css, emotionStyles }));
  reportUnappliedRewrites(unapplied, new URL(request.url).pathname);

  headers.set('Content-Type', 'text/html; charset=utf-8');
  forbidSharedCachingOfCookies(headers);
  headers.set(
    'Content-Security-Policy',
    documentContentSecurityPolicy({
      scriptHashes: inlineScriptHashes(html),
      extraScriptOrigins: thirdPartyOrigins.script,
      extraConnectOrigins: thirdPartyOrigins.connect,
      extraImageOrigins: thirdPartyOrigins.image,
      extraFormActions: [STACKBLITZ_RUN_URL],
      development: env.NODE_ENV === 'development',
    }),
  );
  return respond(request, html, status, headers);
}

/** The body with its ETag, or a 304 when the browser already has it. */
function respond(request: Request, body: string, status: number, headers: Headers): Response {
  const etag = weakEtag(body);
  headers.set('ETag', etag);
  if (status === 200 && ifNoneMatchHits(request.headers.get('If-None-Match'), etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status, headers });
}

/** Loader data (client-side navigation) follows the same rule as documents: nothing cacheable sets a cookie. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  forbidSharedCachingOfCookies(response.headers);
  return response;
};

/** Loader and action errors are logged once, without request data that could hold secrets. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
}
