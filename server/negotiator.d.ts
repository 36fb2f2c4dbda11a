/** The part of negotiator 0.6.4 the server uses; the published types predate its `preferred` argument. */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The client's most wanted of `available`; ties (equal q-values) go to the first of `preferred`. */
    encoding(available: readonly string[], preferred?: readonly string[]): string | undefined;
  }
}
