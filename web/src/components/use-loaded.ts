import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, UNEXPECTED_ERROR } from '../api';

export interface LoadedOptions {
  /** The message shown for a failed load; by default the server's reason, or UNEXPECTED_ERROR. */
  describeError?: (caught: unknown) => string;
}

const describeByDefault = (caught: unknown) => (caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR);

/**
 * What a page loads on mount and can load again: the data (null until it arrives), the
 * error to show with a retry, `isLoading` while a request runs, and `loadCount`, which a
 * page uses as a key to reset forms after a reload. `fetcher` must be stable (a
 * module-level call such as `findInspections`, or a `useCallback` over the route
 * params): a new fetcher loads again. A late answer for a page that was left, or for a
 * load that a newer one replaced, is dropped (the request is aborted).
 */
export function useLoaded<T>(fetcher: (signal: AbortSignal) => Promise<T>, options: LoadedOptions = {}) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [loadCount, setLoadCount] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const describeRef = useRef(options.describeError ?? describeByDefault);
  useEffect(() => {
    describeRef.current = options.describeError ?? describeByDefault;
  });

  useEffect(() => {
    const controller = new AbortController();
    fetcher(controller.signal)
      .then((value) => {
        // A fetcher that ignores the signal may still answer: a replaced load's answer is dropped all the same.
        if (controller.signal.aborted) return;
        // What the data draws is rendered in slices, not one long task (D-183).
        startTransition(() => {
          setData(value);
          setError(null);
          setLoadCount((count) => count + 1);
          setIsLoading(false);
        });
      })
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        setError(describeRef.current(caught));
        setIsLoading(false);
      });
    return () => controller.abort();
  }, [fetcher, attempt]);

  /** Again, from the retry button: the error goes while it loads; the data stays unless the page clears it. */
  const reload = useCallback(() => {
    setError(null);
    setIsLoading(true);
    setAttempt((count) => count + 1);
  }, []);

  return { data, setData, error, isLoading, reload, loadCount };
}
