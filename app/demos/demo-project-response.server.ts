/**
 * A demo as a runnable project, in the reader's code variant and styling (the
 * `codeVariant` and `codeStyling` cookies) or those asked for with
 * `?variant=TS` or `JS` and `?styling=system`, `css` or `tailwind`:
 *
 * - `/x/<page>/demos/<DemoName>/project.zip`, to download;
 * - `/x/<page>/demos/<DemoName>/project.json`, the same files as JSON, which
 *   the demo toolbar posts to StackBlitz;
 * - `/x/<page>/demos/<DemoName>/files/<file>`, one file beside the demo as
 *   text: the demo panel shows a large data file from there when asked,
 *   rather than in every page that uses it.
 *
 * Answered before Remix (server/entry-responders.ts); null for any other URL.
 */
import { resolveDemoFilePath, resolveDemoProjectPath } from '~/content/content-path';
import { getPageRecord } from '~/content/pages.server';
import { parseCodeStyling, parseCodeVariant } from '~/preferences/code-preferences';
import type { PageVariant } from '~/preferences/page-variant';
import { HTML_CACHE_CONTROL, NO_STORE_CACHE_CONTROL } from '~/lib/cache-control';
import { env } from '~/lib/env.server';
import { demoProjectFiles, demoProjectVendorFiles, demoProjectZip } from './demo-project.server';

function notFound(message: string): Response {
  return new Response(`${message}\n`, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE_CACHE_CONTROL },
  });
}

export function demoProjectResponse(request: Request, variant: PageVariant): Response | null {
  const url = new URL(request.url);
  const target = resolveDemoProjectPath(url.pathname) ?? resolveDemoFilePath(url.pathname);
  if (!target) return null;
  const record = getPageRecord(target.key);
  const demo = record?.demos.find((entry) => entry.name === target.demo);
  if (!record || !demo) return notFound('No such demo.');
  const asked = url.searchParams.get('variant');
  const codeVariant = asked === null ? variant.codeVariant : parseCodeVariant(asked);
  if (!codeVariant) return notFound('The variant is TS or JS.');
  // The cookie picks the variant when the query does not.
  const headers: Record<string, string> = { 'Cache-Control': HTML_CACHE_CONTROL, Vary: 'Cookie' };

  if ('file' in target) {
    const companion = Object.values(demo.stylings)
      .flatMap((source) => source.companions)
      .find((file) => file.name[codeVariant] === target.file);
    if (!companion) return notFound('No such file beside this demo.');
    return new Response(request.method === 'HEAD' ? null : companion.raw[codeVariant], {
      headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }

  const askedStyling = url.searchParams.get('styling');
  const codeStyling = askedStyling === null ? variant.codeStyling : parseCodeStyling(askedStyling);
  if (!codeStyling) return notFound('The styling is system, css or tailwind.');
  const projectTarget = target.format === 'json' ? 'stackblitz' : 'zip';
  const files = demoProjectFiles(demo, {
    variant: codeVariant,
    styling: codeStyling,
    pageTitle: record.title,
    pageUrl: `${env.SITE_URL}${record.pathname}`,
    siteUrl: env.SITE_URL,
    target: projectTarget,
  });
  const folder = `mui-x-${demo.name}-${codeVariant.toLowerCase()}`;
  if (target.format === 'json') {
    const body = JSON.stringify({ title: `${demo.name} · MUI X`, description: `From the ${record.title} page of the MUI X docs`, files });
    return new Response(request.method === 'HEAD' ? null : body, {
      headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
    });
  }
  // A copy typed over a plain ArrayBuffer, which is what a Response body takes.
  const zip = new Uint8Array(demoProjectZip(files, demoProjectVendorFiles(demo), folder));
  return new Response(request.method === 'HEAD' ? null : zip, {
    headers: { ...headers, 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${folder}.zip"` },
  });
}
