import * as z from '#shared/zod.js';
import { repairRequestQuerySchema } from '#shared/report-repairs.js';
import { defineHandler, Reply } from '../http/handler.js';
import { exportRepairRequest } from './repair-request-export.js';
import { readRepairRequest } from './repair-request.js';

const PRIVATE = { 'cache-control': 'private, no-store' };

/** GET /api/inspections/{id}/repair-request: the saved draft as JSON, or `?format=pdf|csv` as a download (data-model C12). */
export const handler = defineHandler({
  access: 'user',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  query: repairRequestQuerySchema,
  run: async ({ params, query, auth, deps }) => {
    if (!query.format) return Reply.json(await readRepairRequest(deps, auth.user, params.id), { headers: PRIVATE });
    const { file, contentType, filename } = await exportRepairRequest(deps, auth.user, params.id, query.format);
    return Reply.file(file, contentType, { 'content-disposition': `attachment; filename="${filename}"`, ...PRIVATE });
  },
});
