import { useCallback, useEffect, useState } from 'react';
import { ApiError, UNEXPECTED_ERROR } from '../api';

/**
 * What a page loads once and can load again: the data (null until it arrives), the
 * error to show with a retry, and `loadCount`, which a page uses as a key to reset
 * forms after a reload. `fetcher` must be stable (a module-level call such as
 * `findInspections`); a late answer for a page that was left is dropped.
 */
export function useLoaded<T>(fetcher: (signal?: AbortSignal) => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadCount, setLoadCount] = useState(0);

  const load = useCallback(
    (signal?: AbortSignal) => {
      fetcher(signal)
        .then((value) => {
          setData(value);
          setError(null);
          setLoadCount((count) => count + 1);
        })
        .catch((caught: unknown) => {
          if (!signal?.aborted) setError(caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR);
        });
    },
    [fetcher],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  /** Again, from the retry button: the error goes while it loads. */
  const reload = useCallback(() => {
    setError(null);
    load();
  }, [load]);

  return { data, setData, error, reload, loadCount };
}
