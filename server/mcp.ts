/**
 * The Model Context Protocol endpoint, `POST /mcp`, before Remix: stateless
 * Streamable HTTP (a fresh server and transport per request, JSON answers, no
 * session), answered by the app's own MCP server (app/mcp/mcp-server.server.ts,
 * exported by the server build's entry module so that it reads the same build
 * artefacts as the pages). `GET /mcp` says in one line what the endpoint is.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ServerBuild } from '@remix-run/node';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { NO_STORE_CACHE_CONTROL } from '~/lib/cache-control';

export const MCP_PATH = '/mcp';
/** A tool call is a few hundred bytes; anything near this is not one. */
const MCP_BODY_LIMIT = '64kb';

const JSON_RPC = { PARSE_ERROR: -32700, INVALID_REQUEST: -32600, INVALID_PARAMS: -32602, INTERNAL_ERROR: -32603 } as const;

type McpServerFactory = () => Server;

function factoryOf(build: ServerBuild): McpServerFactory {
  const factory = (build.entry.module as unknown as { createMcpServer?: McpServerFactory }).createMcpServer;
  if (!factory) throw new Error('The server build does not export createMcpServer from app/entry.server.tsx');
  return factory;
}

function jsonRpcError(response: Response, status: number, code: number, message: string, id: unknown = null) {
  response.status(status).setHeader('Cache-Control', NO_STORE_CACHE_CONTROL);
  response.json({ jsonrpc: '2.0', error: { code, message }, id });
}

/**
 * What is wrong with a `tools/call` of the wrong shape. The SDK would answer
 * with a dump of its schema's checks; an assistant needs one sentence.
 */
function toolCallShapeProblem(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { method, params } = body as { method?: unknown; params?: unknown };
  if (method !== 'tools/call') return null;
  const { name, arguments: args } = (typeof params === 'object' && params !== null ? params : {}) as {
    name?: unknown;
    arguments?: unknown;
  };
  if (typeof name !== 'string') return 'tools/call needs "name", the name of a tool, as a string.';
  if (args !== undefined && (typeof args !== 'object' || args === null || Array.isArray(args)))
    return 'The arguments of a tool call must be an object.';
  return null;
}

/** Valid JSON that is not a request object (`42`) is an invalid request, not a parse error. */
function isJson(text: unknown): boolean {
  try {
    JSON.parse(String(text));
    return true;
  } catch {
    return false;
  }
}

export function mcpRouter(getBuild: () => ServerBuild) {
  const router = express.Router();
  router.get(MCP_PATH, (_request, response) => {
    response.setHeader('Cache-Control', NO_STORE_CACHE_CONTROL);
    response
      .type('text/plain')
      .send('MUI X 8.7.0 docs as a Model Context Protocol server: POST JSON-RPC here (Streamable HTTP, stateless).\n');
  });
  router.post(MCP_PATH, express.json({ limit: MCP_BODY_LIMIT, type: () => true }), async (request, response, next) => {
    response.setHeader('Cache-Control', NO_STORE_CACHE_CONTROL);
    const shapeProblem = toolCallShapeProblem(request.body);
    if (shapeProblem)
      return jsonRpcError(response, 200, JSON_RPC.INVALID_PARAMS, shapeProblem, (request.body as { id?: unknown }).id ?? null);
    try {
      const server = factoryOf(getBuild())();
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      response.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request, response, request.body);
    } catch (error) {
      next(error);
    }
  });
  router.all(MCP_PATH, (_request, response) => {
    response.setHeader('Allow', 'GET, POST');
    jsonRpcError(response, 405, JSON_RPC.INVALID_REQUEST, 'Use POST for JSON-RPC requests, or GET for a description.');
  });
  // Errors of this route only: a body that is too large or not JSON gets a JSON-RPC error, not an HTML page.
  router.use(MCP_PATH, (error: unknown, _request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error);
    const type = (error as { type?: string } | null)?.type;
    if (type === 'entity.too.large') return jsonRpcError(response, 413, JSON_RPC.INVALID_REQUEST, `Request body over ${MCP_BODY_LIMIT}.`);
    if (type === 'entity.parse.failed') {
      return isJson((error as { body?: unknown }).body)
        ? jsonRpcError(response, 400, JSON_RPC.INVALID_REQUEST, 'The body is JSON but not a JSON-RPC request object.')
        : jsonRpcError(response, 400, JSON_RPC.PARSE_ERROR, 'The body is not valid JSON.');
    }
    console.error(error);
    return jsonRpcError(response, 500, JSON_RPC.INTERNAL_ERROR, 'The server failed to answer this request.');
  });
  return router;
}
