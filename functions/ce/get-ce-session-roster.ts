import * as z from '#shared/zod.js';
import { rosterQuerySchema } from '#shared/ce-reports.js';
import { defineHandler, Reply } from '../http/handler.js';
import { exportRoster } from './roster-export.js';

/** GET /api/ce/sessions/{id}/roster?format=csv|pdf: the roster to file with the Commission, as a download. */
export const handler = defineHandler({
  access: 'admin',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  query: rosterQuerySchema,
  run: async ({ params, query, deps }) => {
    const { file, contentType, filename } = await exportRoster(deps, params.id, query.format);
    return Reply.file(file, contentType, { 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'private, no-store' });
  },
});
