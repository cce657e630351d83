import * as z from '#shared/zod.js';
import { defineHandler, Reply } from '../http/handler.js';
import { readReportPdfLink } from './reports.js';

const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * GET /api/report/{id}/pdf (data-model C5). The SPA asks for JSON (Accept: application/json) so it can
 * show why a download failed before leaving the page; a plain navigation is redirected.
 */
export const handler = defineHandler({
  access: 'user',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  run: async ({ params, auth, event, deps }) => {
    const link = await readReportPdfLink(deps, auth.user, params.id);
    if ((event.headers?.accept ?? '').includes('application/json')) return Reply.json(link, { headers: PRIVATE });
    return new Reply(302, undefined, { location: link.url, ...PRIVATE });
  },
});
