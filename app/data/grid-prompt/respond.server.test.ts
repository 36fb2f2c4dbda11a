import { describe, expect, it } from 'vitest';
import { action, loader } from '~/routes/x.data.grid-prompt';
import { MAX_PROMPT_BODY_BYTES } from './respond.server';

const CONTEXT = JSON.stringify([
  { field: 'product', type: 'singleSelect', examples: ['Charts', 'Data Grid'], allowedOperators: ['is', 'not', 'isAnyOf'] },
  { field: 'files', type: 'number', examples: [] },
]);
const routeArgs = (request: Request) => ({ request, params: {}, context: { pageVariant: undefined as never, documentCode: new Map() } });

async function post(body: string, headers: Record<string, string> = {}) {
  const request = new Request('http://localhost/x/data/grid-prompt', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
  const response = await action(routeArgs(request));
  return { status: response.status, cacheControl: response.headers.get('Cache-Control'), body: await response.json() };
}

describe('POST /x/data/grid-prompt', () => {
  it('answers a prompt with the grid state, and a new conversation id when none was sent', async () => {
    const { status, body, cacheControl } = await post(
      JSON.stringify({ prompt: 'only Charts, sort by files descending', context: CONTEXT }),
    );
    expect(status).toBe(200);
    expect(cacheControl).toBe('no-store');
    expect(body.filters).toEqual([{ column: 'product', operator: 'is', value: 'Charts' }]);
    expect(body.sorting).toEqual([{ column: 'files', direction: 'desc' }]);
    expect(body.conversationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the conversation id it is given', async () => {
    const { body } = await post(JSON.stringify({ prompt: 'group by product', context: CONTEXT, conversationId: 'abc' }));
    expect(body.conversationId).toBe('abc');
  });

  it('answers an unknown phrase with a 422 whose message helps', async () => {
    const { status, body } = await post(JSON.stringify({ prompt: 'what is the weather', context: CONTEXT }));
    expect(status).toBe(422);
    expect(body.error).toMatch(/^I did not understand "what is the weather"\. I read phrases such as/);
  });

  it('speaks the envelope of gridDefaultPromptResolver to a request in its shape', async () => {
    const understood = await post(JSON.stringify({ query: 'group by product', context: CONTEXT, additionalContext: '' }));
    expect(understood.status).toBe(200);
    expect(understood.body.ok).toBe(true);
    expect(understood.body.data.grouping).toEqual([{ column: 'product' }]);
    const refused = await post(JSON.stringify({ query: 'sing', context: CONTEXT }));
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ ok: false, message: expect.stringMatching(/^I did not understand "sing"/) });
    const malformed = await post(JSON.stringify({ query: 3, context: CONTEXT }));
    expect(malformed.body).toEqual({ ok: false, message: 'Bad request: query must be a string.' });
  });

  it.each([
    ['not json', /the body must be JSON/],
    ['[]', /prompt must be a string/],
    [JSON.stringify({ prompt: 1, context: CONTEXT }), /prompt must be a string/],
    [JSON.stringify({ prompt: 'x'.repeat(501), context: CONTEXT }), /longer than 500 characters/],
    [JSON.stringify({ prompt: 'group by product', context: '{' }), /context is not valid JSON/],
    [JSON.stringify({ prompt: 'group by product', context: CONTEXT, conversationId: 5 }), /conversationId must be a string/],
    [JSON.stringify({ prompt: 'a', context: 'x'.repeat(MAX_PROMPT_BODY_BYTES) }), /the body is over 65536 bytes/],
  ])('refuses a malformed request with a 400: %s', async (body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.cacheControl).toBe('no-store');
    expect(response.body.error).toMatch(message);
  });

  it('refuses a body that declares more than the limit, without reading it', async () => {
    const response = await post('{}', { 'Content-Length': String(MAX_PROMPT_BODY_BYTES + 1) });
    expect(response.status).toBe(400);
  });

  it('tells a GET what to send', async () => {
    const response = await loader(routeArgs(new Request('http://localhost/x/data/grid-prompt')));
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    expect((await response.json()).error).toMatch(/Send a POST/);
  });
});
