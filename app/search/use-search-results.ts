import { useEffect, useState } from 'react';
import type { SearchResponse } from './search-engine';

/** Typing pauses shorter than this do not send a request. */
const TYPING_DELAY_MS = 60;

/** Answers already received in this visit: going back to a query shows it at once. */
const answers = new Map<string, SearchResponse>();

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; previous?: SearchResponse }
  /** `query` is the trimmed query the response answers: while a newer one loads, the older answer stays on screen. */
  | { status: 'done'; query: string; response: SearchResponse }
  | { status: 'error' };

/** The server's answer for a query, as the reader types; a newer query cancels the request of an older one. */
export function useSearchResults(query: string): SearchState {
  const trimmed = query.trim();
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  useEffect(() => {
    if (trimmed === '') {
      setState({ status: 'idle' });
      return;
    }
    const known = answers.get(trimmed);
    if (known) {
      setState({ status: 'done', query: trimmed, response: known });
      return;
    }
    setState((current) => ({
      status: 'loading',
      previous: current.status === 'done' ? current.response : current.status === 'loading' ? current.previous : undefined,
    }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/x/search.json?q=${encodeURIComponent(trimmed)}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
        .then((response) => {
          if (!response.ok) throw new Error(`search answered ${response.status}`);
          return response.json() as Promise<SearchResponse>;
        })
        .then((response) => {
          answers.set(trimmed, response);
          setState({ status: 'done', query: trimmed, response });
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: 'error' });
        });
    }, TYPING_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);
  return state;
}
