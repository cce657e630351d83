import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, UNEXPECTED_ERROR } from '../api';
import type { ListPage } from './use-paged-list';

const describe = (caught: unknown) => (caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR);

interface State<T> {
  /** The list (and attempt) this state belongs to: another one means it is loading from the start. */
  key: string;
  items: T[];
  /** Where the next page starts; null once the last page arrived. */
  cursor: string | null;
  hasFirst: boolean;
  error: string | null;
}

const startOf = <T>(key: string): State<T> => ({ key, items: [], cursor: null, hasFirst: false, error: null });

/**
 * A list a page needs whole (a map of every listing, D-201), read from a paged route page
 * after page: each request stays bounded, what has arrived is shown at once, and the next
 * page is asked for as soon as one arrives. A failed page keeps what came and stops; `retry`
 * goes on from that page. A new `listKey` (another date or filter) starts again; a late
 * answer for an old one is dropped. `fetchPage` must be stable for one `listKey`.
 */
export function useAllPages<T>(fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<ListPage<T>>, listKey: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<T>>(() => startOf(listKey));
  // The state of another list is never shown: until this one's first answer, it is empty.
  const current = state.key === listKey ? state : startOf<T>(listKey);

  // Where the reading got to, for a retry to go on from (read in the effect, not rendered).
  const progress = useRef({ key: '', cursor: null as string | null, hasFirst: false });

  useEffect(() => {
    const controller = new AbortController();
    const goesOn = progress.current.key === listKey && progress.current.hasFirst && progress.current.cursor !== null;
    let cursor = goesOn ? (progress.current.cursor ?? undefined) : undefined;
    if (goesOn) setState((old) => ({ ...old, error: null }));
    else {
      progress.current = { key: listKey, cursor: null, hasFirst: false };
      setState(startOf(listKey));
    }
    const run = async () => {
      do {
        const page = await fetchPage(cursor, controller.signal);
        if (controller.signal.aborted) return;
        const isFirst = cursor === undefined;
        cursor = page.next_cursor ?? undefined;
        progress.current = { key: listKey, cursor: page.next_cursor, hasFirst: true };
        // Rows drawn from a page render in slices, not one long task (D-183).
        startTransition(() =>
          setState((old) => ({
            key: listKey,
            items: isFirst ? page.items : [...old.items, ...page.items],
            cursor: page.next_cursor,
            hasFirst: true,
            error: null,
          })),
        );
      } while (cursor);
    };
    run().catch((caught: unknown) => {
      if (!controller.signal.aborted) setState((old) => ({ ...old, key: listKey, error: describe(caught) }));
    });
    return () => controller.abort();
  }, [fetchPage, listKey, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return {
    /** What has arrived so far, in the server's order. */
    items: current.items,
    /** The first page has arrived (an empty list is then really empty once `isComplete`). */
    hasFirst: current.hasFirst,
    isComplete: current.hasFirst && current.cursor === null,
    error: current.error,
    retry,
  };
}
