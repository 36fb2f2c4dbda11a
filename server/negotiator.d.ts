/** The part of negotiator 0.6.4 the server uses; the published types predate its `preferred` argument. */
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';

  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** The client's most wanted of `available`; ties (equal q-values) go to the first of `preferred`. */
    encoding(available: readonly string[], preferred?: readonly string[]): string | undefined;
  }
}
