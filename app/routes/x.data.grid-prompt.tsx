import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { respondToPrompt } from '~/data/grid-prompt/respond.server';

/**
 * POST /x/data/grid-prompt: the rule-based prompt interpreter behind the Data Grid's AI assistant
 * demos (a stand-in for a language model; see app/data/grid-prompt/interpret.server.ts).
 */
export function action({ request }: ActionFunctionArgs) {
  return respondToPrompt(request);
}

/** A GET is told, in one line, what to send instead. */
export function loader({ request }: LoaderFunctionArgs) {
  return respondToPrompt(request);
}
