import type { LoaderFunctionArgs } from '@remix-run/node';
import { env } from '~/lib/env.server';
import { textResponse } from '~/lib/text-response.server';
import { llmsFull } from '~/markdown/llms.server';
import { codePreferencesFromCookies } from '~/preferences/code-preferences';

/** Demos appear in the reader's code variant, as on the pages. */
export function loader({ request }: LoaderFunctionArgs) {
  const preferences = codePreferencesFromCookies(request.headers.get('Cookie'));
  return textResponse(request, llmsFull(env.SITE_URL, preferences), 'text/plain; charset=utf-8', { Vary: 'Cookie' });
}
