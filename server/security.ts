/** What every response gets, and the paths no file handler may see. */
import type { NextFunction, Request, Response } from 'express';
import { BASE_SECURITY_HEADERS } from '~/lib/security-headers.server';

export function securityHeaders(_request: Request, response: Response, next: NextFunction) {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) response.setHeader(name, value);
  next();
}

/**
 * Encoded separators, parent references, NUL bytes, backslashes and empty
 * segments: the static middleware never sees such a path, and Remix answers
 * it with the 404 page instead of the file server's 403.
 */
const SUSPICIOUS_PATH = /%2f|%5c|%00|\\|\/\/|(^|\/)\.\.?(\/|$)|%2e%2e/i;

export function isSuspiciousPath(originalUrl: string): boolean {
  return SUSPICIOUS_PATH.test(originalUrl.split('?', 1)[0]);
}
