import { useState } from 'react';
import { ApiError } from '../api';

interface LeaveFor {
  /** Asks the API where to go: a checkout page, a short-lived file link. */
  fetchUrl: () => Promise<string>;
  /** What the page says when that fails. */
  describeError: (caught: unknown) => string;
  /** A file link downloads and the page stays; a checkout replaces the page, so its button stays busy. */
  staysOnPage: boolean;
  /** Runs after a failure is shown, e.g. to reload a page whose state the answer proved stale. */
  onError?: (caught: unknown) => void;
}

/**
 * An action that asks the API for an address and sends the browser there; a failure
 * stays on the page with its message and, when the API answered, its status.
 */
export function useLeaveFor({ fetchUrl, describeError, staysOnPage, onError }: LeaveFor) {
  const [isBusy, setIsBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; status: number } | null>(null);

  const start = async () => {
    setIsBusy(true);
    setFailure(null);
    try {
      window.location.assign(await fetchUrl());
      if (staysOnPage) setIsBusy(false);
    } catch (caught) {
      setIsBusy(false);
      setFailure({ message: describeError(caught), status: caught instanceof ApiError ? caught.status : 0 });
      onError?.(caught);
    }
  };
  return { isBusy, error: failure?.message ?? null, failedStatus: failure?.status ?? null, start, clearError: () => setFailure(null) };
}
