/** Between Express and the Fetch API, which the app's server code speaks. */
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/** The parts of an Express request that a Fetch handler reads: method, URL, headers. Never a body: only GET and HEAD come here. */
export function fetchRequestOf(request: ExpressRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const each of value) headers.append(name, each);
  }
  return new Request(`${origin}${request.originalUrl}`, { method: request.method, headers });
}

export async function sendFetchResponse(response: ExpressResponse, answer: Response): Promise<void> {
  response.status(answer.status);
  for (const [name, value] of answer.headers) response.append(name, value);
  const body = answer.body ? Buffer.from(await answer.arrayBuffer()) : null;
  if (body) response.setHeader('Content-Length', body.length);
  response.end(body ?? undefined);
}
