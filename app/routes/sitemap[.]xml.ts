import type { LoaderFunctionArgs } from '@remix-run/node';
import { getSitePages } from '~/content/site-pages.server';
import { env } from '~/lib/env.server';
import { textResponse } from '~/lib/text-response.server';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Every page of the navigation tree and every API page, on the public origin. */
export function loader({ request }: LoaderFunctionArgs) {
  const urls = getSitePages().map((page) => `  <url><loc>${escapeXml(env.SITE_URL + page.pathname)}</loc></url>`);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return textResponse(request, xml, 'application/xml; charset=utf-8');
}
