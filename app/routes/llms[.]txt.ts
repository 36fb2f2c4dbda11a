import type { LoaderFunctionArgs } from '@remix-run/node';
import { env } from '~/lib/env.server';
import { textResponse } from '~/lib/text-response.server';
import { llmsIndex } from '~/markdown/llms.server';

export function loader({ request }: LoaderFunctionArgs) {
  return textResponse(request, llmsIndex(env.SITE_URL), 'text/plain; charset=utf-8');
}
