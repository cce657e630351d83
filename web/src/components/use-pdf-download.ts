import { reportMessages } from '#shared/reports.js';
import { ApiError, UNEXPECTED_ERROR } from '../api';
import { useLeaveFor } from './use-leave-for';

/**
 * The PDF never passes through a Lambda (6 MB limit): the API answers a short-lived
 * link and the browser goes there; the file arrives as a download, so the page stays.
 * Failures read 'Download failed: {error}' (product/portal.md §8); a 402 is a report not paid yet.
 */
export function usePdfDownload(fetchLink: () => Promise<{ url: string }>) {
  return useLeaveFor({
    fetchUrl: async () => (await fetchLink()).url,
    describeError: (caught) => reportMessages.downloadFailed.replace('{error}', caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR),
    staysOnPage: true,
  });
}
