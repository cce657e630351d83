import * as z from '#shared/zod.js';
import { limitMisses } from '../http/misses.js';
import { defineHandler, Reply } from '../http/handler.js';
import { downloadReportPdf } from './download-pdf.js';

/**
 * GET /api/download-pdf/{token}: a navigation (product/outreach.md §7) answered with a redirect to
 * a short-lived S3 link; a page asking for JSON gets `{url, filename}` instead. 402 unpaid.
 */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  run: async ({ params, event, deps }) => {
    const link = await downloadReportPdf(deps, params.token);
    return (event.headers?.accept ?? '').includes('application/json') ? link : Reply.redirect(link.url);
  },
});
