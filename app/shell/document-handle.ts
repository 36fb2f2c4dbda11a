import { useMatches } from '@remix-run/react';

/** What a route asks of the document around it, through its `handle` export. */
export interface DocumentHandle {
  /**
   * A page drawn with Material UI's default theme (the playground) has no dark
   * scheme: the document stays light whatever the reader's mode, or the
   * browser would paint a dark canvas under light components.
   */
  lightOnly?: true;
}

export function useLightOnlyDocument(): boolean {
  return useMatches().some((match) => (match.handle as DocumentHandle | undefined)?.lightOnly === true);
}
