import { useState } from 'react';
import { reportMessages } from '../../../../shared/reports.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';

/**
 * The PDF never passes through a Lambda (6 MB limit): the API answers a short-lived
 * link and the browser goes there; the file arrives as a download, so the page stays.
 * Failures read 'Download failed: {error}' (spec part 1 §8).
 */
export function usePdfDownload(fetchLink: () => Promise<{ url: string }>) {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setIsBusy(true);
    setError(null);
    try {
      const { url } = await fetchLink();
      window.location.assign(url);
    } catch (caught) {
      setError(reportMessages.downloadFailed.replace('{error}', caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR));
    } finally {
      setIsBusy(false);
    }
  };
  return { isBusy, error, start, clearError: () => setError(null) };
}
