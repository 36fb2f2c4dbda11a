import type { LoaderFunctionArgs } from '@remix-run/node';
import { getPageRecord } from '~/content/pages.server';
import { env } from '~/lib/env.server';
import { textResponse } from '~/lib/text-response.server';
import { MARKDOWN_CONTENT_TYPE } from '~/markdown/markdown-document';
import { docsPageMarkdown } from '~/markdown/page-markdown.server';
import { codePreferencesFromCookies } from '~/preferences/code-preferences';

/** The landing page's Markdown: `/x/` has no segment of its own to append `.md` to, so it sits at `/x.md`. */
export function loader({ request }: LoaderFunctionArgs) {
  const record = getPageRecord('');
  if (!record) throw new Response('Not Found', { status: 404 });
  const markdown = docsPageMarkdown(record, codePreferencesFromCookies(request.headers.get('Cookie')), env.SITE_URL);
  return textResponse(request, markdown, MARKDOWN_CONTENT_TYPE, { Vary: 'Cookie' });
}
