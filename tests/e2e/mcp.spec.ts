import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { expect, test } from './support/test';

const VERSION_LINE = 'MUI X 8.7.0 documentation (every @mui/x-* package at 8.7.0).';
const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

const base = () => process.env.E2E_BASE_URL!;

async function connect(pathname = '/mcp'): Promise<Client> {
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(pathname, base())));
  return client;
}

type ToolResult = { content: { type: string; text: string }[]; isError?: boolean };

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<ToolResult> {
  return (await client.callTool({ name, arguments: args })) as ToolResult;
}

const textOf = (result: ToolResult) => result.content.map((part) => part.text).join('');

async function expectInvalidParams(promise: Promise<unknown>, message: RegExp) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(McpError);
  expect((error as McpError).code).toBe(ErrorCode.InvalidParams);
  expect((error as McpError).message).toMatch(message);
}

test.describe('the MCP endpoint', () => {
  test('the SDK client lists the five tools, each with a JSON schema', async () => {
    const client = await connect();
    expect(client.getServerVersion()).toMatchObject({ name: 'mui-x-docs', version: '8.7.0' });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_api', 'get_demo', 'get_page', 'list_pages', 'search_docs']);
    for (const tool of tools) {
      expect(tool.description).toContain('8.7.0');
      expect(tool.inputSchema.type).toBe('object');
    }
    await client.close();
  });

  test('search_docs gives the same first result as /x/search.json', async ({ request }) => {
    const client = await connect();
    const answer = textOf(await call(client, 'search_docs', { query: 'row grouping' }));
    expect(answer.startsWith(VERSION_LINE)).toBe(true);
    const site = (await (await request.get('/x/search.json?q=row%20grouping')).json()) as { hits: { url: string }[] };
    const firstUrl = /URL: (\S+)/.exec(answer)?.[1];
    expect(firstUrl?.endsWith(site.hits[0]!.url)).toBe(true);
    const charts = textOf(await call(client, 'search_docs', { query: 'axis', product: 'charts' }));
    expect(charts).toContain('Product: charts');
    expect(charts).not.toContain('Product: data-grid');
    await client.close();
  });

  test('get_page answers what the .md URL serves, in either code variant', async ({ request, playwright }) => {
    const client = await connect();
    const ts = textOf(await call(client, 'get_page', { path: '/x/react-data-grid/sorting/' }));
    const markdown = await (await request.get('/x/react-data-grid/sorting.md')).text();
    expect(ts).toBe(`${VERSION_LINE}\n\n${markdown}`);
    const short = textOf(await call(client, 'get_page', { path: 'react-data-grid/sorting' }));
    expect(short).toBe(ts);
    const js = textOf(await call(client, 'get_page', { path: '/x/react-data-grid/sorting/', variant: 'JS' }));
    const jsContext = await playwright.request.newContext({ baseURL: base(), extraHTTPHeaders: { Cookie: 'codeVariant=JS' } });
    expect(js).toBe(`${VERSION_LINE}\n\n${await (await jsContext.get('/x/react-data-grid/sorting.md')).text()}`);
    await jsContext.dispose();
    const api = textOf(await call(client, 'get_page', { path: '/x/api/data-grid/data-grid/' }));
    expect(api).toContain('# DataGrid API');
    await client.close();
  });

  test('get_api by name, with close names when the name is unknown', async () => {
    const client = await connect();
    expect(textOf(await call(client, 'get_api', { component: 'DataGridPro' }))).toContain('# DataGridPro API');
    expect(textOf(await call(client, 'get_api', { component: 'usegridapiref' }))).toContain('# useGridApiRef API');
    const unknown = await call(client, 'get_api', { component: 'DataGridPr0' });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/Did you mean DataGridPro\b/);
    await client.close();
  });

  test('list_pages and get_demo', async () => {
    const client = await connect();
    const treeView = textOf(await call(client, 'list_pages', { product: 'tree-view' }));
    expect(treeView).toContain('/x/react-tree-view/');
    expect(treeView).not.toContain('/x/react-data-grid/');
    expect(textOf(await call(client, 'list_pages', {}))).toMatch(/Row grouping\]\([^)]+\) \(Premium plan/);
    const demo = textOf(await call(client, 'get_demo', { path: 'react-data-grid/sorting', name: 'SortingComparator' }));
    expect(demo).toContain('```tsx title="SortingComparator.tsx"');
    expect(demo).toContain('- @mui/x-data-grid@8.7.0');
    const jsDemo = textOf(await call(client, 'get_demo', { path: 'react-data-grid/sorting', name: 'SortingComparator', variant: 'JS' }));
    expect(jsDemo).toContain('```jsx title="SortingComparator.js"');
    await client.close();
  });

  test('bad arguments are JSON-RPC errors that say what to send', async () => {
    const client = await connect();
    await expectInvalidParams(call(client, 'read_everything', {}), /Unknown tool "read_everything"/);
    await expectInvalidParams(call(client, 'search_docs', { query: 5 }), /query/);
    await expectInvalidParams(call(client, 'search_docs', { query: 'x'.repeat(10_000) }), /query/);
    await expectInvalidParams(call(client, 'get_page', { path: 'https://elsewhere.example/x/introduction/' }), /is not this site/);
    await expectInvalidParams(call(client, 'get_page', { path: '/../../etc/passwd' }), /not a page path/);
    await expectInvalidParams(call(client, 'get_page', { path: '/x/no-such-page/' }), /No page at/);
    await expectInvalidParams(
      call(client, 'get_demo', { path: 'react-data-grid/sorting', name: 'Nope' }),
      /Its demos: .*SortingComparator/,
    );
    await expectInvalidParams(call(client, 'list_pages', { product: 'scheduler' }), /product/);
    // The limit the tool's schema advertises is the one the search keeps.
    const { tools } = await client.listTools();
    const queryLimit = (tools.find((tool) => tool.name === 'search_docs')?.inputSchema.properties?.query as { maxLength?: number })
      .maxLength!;
    await expectInvalidParams(call(client, 'search_docs', { query: '   ' }), /query/);
    expect(textOf(await call(client, 'search_docs', { query: `grid ${'x'.repeat(queryLimit - 5)}` }))).not.toMatch(/limited to/);
    await expectInvalidParams(call(client, 'get_page', { path: 'javascript:alert(1)' }), /Only this site's pages/);
    // The server is still there.
    expect(textOf(await call(client, 'get_api', { component: 'BarChart' }))).toContain('# BarChart API');
    await client.close();
  });

  test('a tools/call of the wrong shape is "invalid params" in one sentence', async ({ request }) => {
    for (const params of [{}, { name: 5 }, { name: 'search_docs', arguments: null }, { name: 'search_docs', arguments: [1, 2] }]) {
      const response = await request.post('/mcp', {
        headers: HEADERS,
        data: JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/call', params }),
      });
      const body = (await response.json()) as { error?: { code: number; message: string } };
      expect(body.error?.code, JSON.stringify(params)).toBe(ErrorCode.InvalidParams);
      expect(body.error?.message, JSON.stringify(params)).not.toContain('\n');
      expect(body).toMatchObject({ jsonrpc: '2.0', id: 3 });
    }
  });

  test('GET explains, bodies are limited, broken JSON is a parse error, nothing is cached or listed', async ({ request }) => {
    const get = await request.get('/mcp');
    expect(get.status()).toBe(200);
    expect((await get.text()).trim().split('\n')).toHaveLength(1);
    expect(get.headers()['cache-control']).toContain('no-store');
    const large = await request.post('/mcp', {
      headers: HEADERS,
      data: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(70_000) } }),
    });
    expect(large.status()).toBe(413);
    expect(await large.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32600 } });
    // Buffers: Playwright would send a string as a JSON string literal under this content type.
    const broken = await request.post('/mcp', { headers: HEADERS, data: Buffer.from('{"jsonrpc": "2.0", "id": 1,') });
    expect(broken.status()).toBe(400);
    expect(await broken.json()).toMatchObject({ error: { code: -32700 } });
    const notAnObject = await request.post('/mcp', { headers: HEADERS, data: Buffer.from('42') });
    expect(await notAnObject.json()).toMatchObject({ error: { code: -32600 } });
    const put = await request.put('/mcp', { headers: HEADERS, data: '{}' });
    expect(put.status()).toBe(405);
    expect(await (await request.get('/sitemap.xml')).text()).not.toMatch(/\/mcp<\/loc>/);
  });

  test('the MCP page: its curl requests and its client configurations work as written', async ({ request }) => {
    const page = await (await request.get('/x/introduction/mcp.md')).text();
    const bodies = [...page.matchAll(/-d '(\{.*\})'/g)].map((match) => match[1]!);
    expect(bodies).toHaveLength(2);
    expect(page).toContain("-H 'Accept: application/json, text/event-stream'");
    const [initialize, toolCall] = await Promise.all(
      bodies.map(async (body) => (await request.post('/mcp', { headers: HEADERS, data: body })).json()),
    );
    expect(initialize).toMatchObject({ result: { serverInfo: { name: 'mui-x-docs', version: '8.7.0' } } });
    expect(toolCall.result.content[0].text).toContain('# DataGridPro API');
    const configs = [...page.matchAll(/```json\n([\s\S]*?)\n```/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, Record<string, { url?: string; args?: string[] }>>)
      .flatMap((config) => Object.values(config.servers ?? config.mcpServers ?? {}))
      .map((server) => server.url ?? server.args?.find((arg) => arg.endsWith('/mcp')))
      .filter((url): url is string => url !== undefined);
    expect(configs).toHaveLength(3);
    for (const url of configs) {
      const client = await connect(new URL(url).pathname);
      expect((await client.listTools()).tools).toHaveLength(5);
      await client.close();
    }
  });
});
