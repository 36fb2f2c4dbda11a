import { randomUUID } from 'node:crypto';
import { json } from '@remix-run/node';
import { NO_STORE_CACHE_CONTROL } from '~/lib/cache-control';
import { parsePromptContext, PromptRequestError } from './context.server';
import { interpretPrompt, MAX_PROMPT_LENGTH, PromptNotUnderstood } from './interpret.server';

/** A prompt and the grid's column context fit in far less; a larger body is refused unread. */
export const MAX_PROMPT_BODY_BYTES = 64 * 1024;

const NO_STORE = { 'Cache-Control': NO_STORE_CACHE_CONTROL };

async function readBody(request: Request): Promise<string> {
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > MAX_PROMPT_BODY_BYTES) throw new PromptRequestError(`the body is over ${MAX_PROMPT_BODY_BYTES} bytes`);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_PROMPT_BODY_BYTES) {
      await reader.cancel();
      throw new PromptRequestError(`the body is over ${MAX_PROMPT_BODY_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

interface PromptRequest {
  prompt: string;
  context: string;
  conversationId: string;
}

/**
 * `gridDefaultPromptResolver` (exported by the Premium package) posts `query` instead of `prompt`
 * and reads `{ ok, data }` or `{ ok: false, message }` back; a request in that shape gets its answer
 * in that envelope, so the resolver works against this endpoint unchanged.
 */
function isResolverShaped(fields: object): boolean {
  return 'query' in fields && !('prompt' in fields);
}

/** Whether to answer in the resolver's envelope, even when the rest of the request is malformed. */
function wantsResolverEnvelope(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && isResolverShaped(parsed);
  } catch {
    return false;
  }
}

function parsePromptRequest(body: string): PromptRequest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new PromptRequestError('the body must be JSON: { "prompt": string, "context": string, "conversationId"?: string }');
  }
  if (typeof parsed !== 'object' || parsed === null) throw new PromptRequestError('the body must be a JSON object');
  const fields = parsed as Record<string, unknown>;
  const { context, conversationId } = fields;
  const resolverEnvelope = isResolverShaped(fields);
  const prompt = resolverEnvelope ? fields.query : fields.prompt;
  if (typeof prompt !== 'string') throw new PromptRequestError(`${resolverEnvelope ? 'query' : 'prompt'} must be a string`);
  if (prompt.length > MAX_PROMPT_LENGTH) throw new PromptRequestError(`prompt is longer than ${MAX_PROMPT_LENGTH} characters`);
  if (conversationId !== undefined && conversationId !== null && (typeof conversationId !== 'string' || conversationId.length > 100)) {
    throw new PromptRequestError('conversationId must be a string of at most 100 characters');
  }
  // Context is checked by parsePromptContext; a new conversation gets a new id, as a model's service would give.
  return { prompt, context: context as string, conversationId: (conversationId as string | undefined) || randomUUID() };
}

/**
 * POST /x/data/grid-prompt: a 200 with the grid state, a 422 whose `error` is a sentence for the
 * reader when the prompt is not understood (the AI assistant shows it under the prompt), and a 400
 * for a request no grid would send.
 */
export async function respondToPrompt(request: Request): Promise<Response> {
  if (request.method !== 'POST') {
    return json(
      { error: 'Send a POST with a JSON body: { "prompt", "context", "conversationId"? }.' },
      { status: 405, headers: { ...NO_STORE, Allow: 'POST' } },
    );
  }
  let resolverEnvelope = false;
  const failure = (status: number, message: string) =>
    json(resolverEnvelope ? { ok: false, message } : { error: message }, { status, headers: NO_STORE });
  try {
    const body = await readBody(request);
    resolverEnvelope = wantsResolverEnvelope(body);
    const promptRequest = parsePromptRequest(body);
    const answer = interpretPrompt(promptRequest.prompt, parsePromptContext(promptRequest.context), promptRequest.conversationId);
    return json(resolverEnvelope ? { ok: true, data: answer } : answer, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof PromptNotUnderstood) return failure(422, error.message);
    if (error instanceof PromptRequestError) return failure(400, `Bad request: ${error.message}.`);
    throw error;
  }
}
