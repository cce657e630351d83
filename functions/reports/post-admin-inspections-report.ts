import * as z from '#shared/zod.js';
import { attachReportSchema } from '#shared/reports.js';
import { defineHandler } from '../http/handler.js';
import { attachReport } from './publishing.js';

/** POST /api/admin/inspections/{id}/report {upload_id, sections?, inspector_*}: publishes the next version (data-model C3). */
export const handler = defineHandler({
  access: 'admin',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  body: attachReportSchema,
  run: ({ params, body, auth, deps }) => attachReport(deps, auth.user, params.id, body),
});
