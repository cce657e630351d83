import { startTransition, useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';
import { ApiError, UNEXPECTED_ERROR } from '../api';

/** One page as the paged routes answer it (D-168): the items and where the next page starts. */
export interface ListPage<T> {
  items: T[];
  next_cursor: string | null;
}

export type PageFetcher<T> = (params: { cursor?: string; q?: string }, signal: AbortSignal) => Promise<ListPage<T>>;

const describe = (caught: unknown) => (caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR);

interface Loaded<T> {
  /** The search and attempt this state answers; a newer one means the first page is loading. */
  key: string;
  items: T[] | null;
  cursor: string | null;
  error: string | null;
  /** The cursor a "Load more" is reading from, and what went wrong with the last one. */
  moreFrom: string | null;
  moreError: string | null;
}

/**
 * A list the server sends a page at a time: the first page on mount and whenever the
 * search changes, more on `loadMore`. Items already shown are not repeated (a search may
 * meet one booking twice, by two of its words). A late answer for a replaced search is
 * dropped. `fetchPage` must be stable (module level or useCallback).
 */
export function usePagedList<T extends { id: string }>(fetchPage: PageFetcher<T>, search: string) {
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${search}`;
  const [state, setState] = useState<Loaded<T>>({ key: '', items: null, cursor: null, error: null, moreFrom: null, moreError: null });
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    controllerRef.current = controller;
    fetchPage({ q: search || undefined }, controller.signal)
      .then((page) => {
        // A page of rows is rendered in slices, not one long task (D-183).
        if (!controller.signal.aborted) startTransition(() => setState({ key, items: page.items, cursor: page.next_cursor, error: null, moreFrom: null, moreError: null }));
      })
      .catch((caught: unknown) => {
        // A failed first page keeps what was shown (a retry replaces it).
        if (!controller.signal.aborted) setState((old) => ({ ...old, key, error: describe(caught), moreFrom: null }));
      });
    return () => controller.abort();
  }, [fetchPage, search, key]);

  const loadMore = useCallback(() => {
    const from = state.cursor;
    const controller = controllerRef.current;
    if (!from || state.moreFrom || !controller) return;
    setState((old) => ({ ...old, moreFrom: from, moreError: null }));
    fetchPage({ cursor: from, q: search || undefined }, controller.signal)
      .then((page) => {
        if (controller.signal.aborted) return;
        setState((old) => {
          const shown = new Set((old.items ?? []).map((item) => item.id));
          const items = [...(old.items ?? []), ...page.items.filter((item) => !shown.has(item.id))];
          return { ...old, items, cursor: page.next_cursor, moreFrom: null };
        });
      })
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) setState((old) => ({ ...old, moreFrom: null, moreError: describe(caught) }));
      });
  }, [state.cursor, state.moreFrom, fetchPage, search]);

  /** From the retry button of a failed first page. */
  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  const setItems = useCallback((change: SetStateAction<T[] | null>) => {
    setState((old) => ({ ...old, items: typeof change === 'function' ? change(old.items) : change }));
  }, []);

  const isLoading = state.key !== key;
  return {
    items: state.items,
    setItems,
    error: isLoading ? null : state.error,
    reload,
    isLoading,
    hasMore: state.cursor !== null,
    loadMore,
    isLoadingMore: state.moreFrom !== null,
    moreError: state.moreError,
  };
}
