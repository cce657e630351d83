import { useState } from 'react';
import { ApiError } from '../../api';

/** A step's save: busy while the call runs, then the server's error or the spec's fallback alert. */
export function useStepSave(fallback: string) {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<void>, onFieldError?: (caught: unknown) => boolean) => {
    setError(null);
    setIsBusy(true);
    try {
      await work();
    } catch (caught) {
      if (!onFieldError?.(caught)) setError(caught instanceof ApiError ? caught.message : fallback);
    } finally {
      setIsBusy(false);
    }
  };
  return { isBusy, error, setError, run };
}
