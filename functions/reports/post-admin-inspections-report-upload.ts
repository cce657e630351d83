import * as z from '#shared/zod.js';
import { reportUploadSchema } from '#shared/reports.js';
import { defineHandler } from '../http/handler.js';
import { createReportUpload } from './publishing.js';

/** POST /api/admin/inspections/{id}/report-upload {content_type, size}: a presigned POST for the report PDF (data-model C3). */
export const handler = defineHandler({
  access: 'admin',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  body: reportUploadSchema,
  run: ({ params, auth, deps }) => createReportUpload(deps, auth.user, params.id),
});
