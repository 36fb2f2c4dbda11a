/**
 * The site's MCP server: five tools over the docs of exactly one version.
 * Built on the SDK's low-level Server so that every bad input (unknown tool,
 * arguments of the wrong shape, a path outside the site, a query too long)
 * is a JSON-RPC error with a message an assistant can act on, never a crash.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { MAX_QUERY_LENGTH } from '~/search/search-engine';
import { CODE_VARIANTS } from '~/content/manifest';
import { DOCUMENTED_VERSION } from '~/versions/versions';
import {
  DOCS_PRODUCTS,
  DocsToolInputError,
  getApiAnswer,
  getDemoAnswer,
  getPageAnswer,
  listPagesAnswer,
  searchDocsAnswer,
  VERSION_LINE,
} from './docs-tools.server';

const MAX_NAME_LENGTH = 200;
const MAX_PATH_LENGTH = 512;

const product = z.enum(DOCS_PRODUCTS).optional().describe('Limit to one product: data-grid, date-pickers, charts or tree-view.');
const variant = z.enum(CODE_VARIANTS).optional().describe('Code language of demos: TS (TypeScript, the default) or JS.');
const pagePath = z
  .string()
  .min(1)
  .max(MAX_PATH_LENGTH)
  .describe('A page of this site: /x/react-data-grid/sorting/, react-data-grid/sorting or its full URL.');

interface ToolAnswer {
  text: string;
  isError?: boolean;
}

interface Tool<Shape extends z.ZodRawShape> {
  description: string;
  input: z.ZodObject<Shape>;
  answer: (args: z.infer<z.ZodObject<Shape>>) => ToolAnswer;
}

function tool<Shape extends z.ZodRawShape>(definition: Tool<Shape>): Tool<Shape> {
  return definition;
}

const TOOLS = {
  search_docs: tool({
    description: `Search the MUI X ${DOCUMENTED_VERSION} docs (guides, demos and API pages). Returns the top results with their title, URL, product and the matched text. Use it first when you do not know which page answers a question.`,
    input: z.strictObject({
      query: z
        .string()
        .trim()
        .min(1)
        .max(MAX_QUERY_LENGTH)
        .describe('Words to search for, e.g. "row grouping aggregation" or "DateRangePicker shortcuts".'),
      product,
    }),
    answer: ({ query, product: only }) => ({ text: searchDocsAnswer(query, only) }),
  }),
  get_page: tool({
    description: `A docs or API page of MUI X ${DOCUMENTED_VERSION} as Markdown, with every demo's code inline. Use the URLs that search_docs and list_pages return.`,
    input: z.strictObject({ path: pagePath, variant }),
    answer: ({ path, variant: codeVariant }) => ({ text: getPageAnswer(path, codeVariant) }),
  }),
  get_api: tool({
    description: `The API of one MUI X ${DOCUMENTED_VERSION} component or hook by its exported name (DataGridPro, DateRangePicker, BarChart, useGridApiRef…): props with types and defaults, slots, CSS classes. Suggests close names when the name is unknown.`,
    input: z.strictObject({
      component: z.string().min(1).max(MAX_NAME_LENGTH).describe('The exported name, e.g. DataGridPro or useGridApiRef.'),
    }),
    answer: ({ component }) => {
      const result = getApiAnswer(component);
      return { text: result.text, isError: !result.found };
    },
  }),
  list_pages: tool({
    description: `Every page of the MUI X ${DOCUMENTED_VERSION} docs by section, with its URL, its plan (Pro, Premium) and flags (new, planned, unstable).`,
    input: z.strictObject({ product }),
    answer: ({ product: only }) => ({ text: listPagesAnswer(only) }),
  }),
  get_demo: tool({
    description: `One demo of a MUI X ${DOCUMENTED_VERSION} docs page: its code (and the files beside it) and the npm packages, at the versions it runs with.`,
    input: z.strictObject({
      path: pagePath,
      name: z
        .string()
        .min(1)
        .max(MAX_NAME_LENGTH)
        .describe('The demo name, as get_page shows it in each code block title (e.g. SortingComparator).'),
      variant,
    }),
    answer: ({ path, name, variant: codeVariant }) => ({ text: getDemoAnswer(path, name, codeVariant) }),
  }),
};

type ToolName = keyof typeof TOOLS;

const isToolName = (name: string): name is ToolName => Object.hasOwn(TOOLS, name);

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'arguments'}: ${issue.message}`).join('; ');
}

function callTool(name: string, args: unknown): ToolAnswer {
  if (!isToolName(name)) {
    throw new McpError(ErrorCode.InvalidParams, `Unknown tool "${name.slice(0, 100)}". Tools: ${Object.keys(TOOLS).join(', ')}.`);
  }
  const definition = TOOLS[name] as Tool<z.ZodRawShape>;
  const parsed = definition.input.safeParse(args ?? {});
  if (!parsed.success) throw new McpError(ErrorCode.InvalidParams, `Invalid arguments for ${name}: ${describeIssues(parsed.error)}`);
  try {
    return definition.answer(parsed.data);
  } catch (error) {
    if (error instanceof DocsToolInputError) throw new McpError(ErrorCode.InvalidParams, error.message);
    throw error;
  }
}

export function createMcpServer(): Server {
  const server = new Server(
    { name: 'mui-x-docs', version: DOCUMENTED_VERSION },
    {
      capabilities: { tools: {} },
      instructions: `${VERSION_LINE} Search with search_docs, read pages with get_page, APIs with get_api.`,
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: Object.entries(TOOLS).map(([name, definition]) => ({
      name,
      description: definition.description,
      inputSchema: z.toJSONSchema(definition.input) as { type: 'object'; [key: string]: unknown },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const { text, isError } = callTool(request.params.name, request.params.arguments);
    return { content: [{ type: 'text', text }], ...(isError ? { isError: true } : {}) };
  });
  return server;
}
