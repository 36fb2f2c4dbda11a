import type { LoaderFunctionArgs } from '@remix-run/node';
import { env } from '~/lib/env.server';
import { textResponse } from '~/lib/text-response.server';
import { llmsFull } from '~/markdown/llms.server';

/** Demos appear in the reader's code variant, as on the pages. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return textResponse(request, llmsFull(env.SITE_URL, context.pageVariant), 'text/plain; charset=utf-8', { Vary: 'Cookie' });
}
