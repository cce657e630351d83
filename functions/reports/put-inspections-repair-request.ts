import * as z from '#shared/zod.js';
import { repairRequestBodySchema } from '#shared/report-repairs.js';
import { defineHandler } from '../http/handler.js';
import { saveRepairRequest } from './repair-request.js';

/** PUT /api/inspections/{id}/repair-request: saves the whole draft over the version the page loaded (data-model C12). */
export const handler = defineHandler({
  access: 'user',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  body: repairRequestBodySchema,
  run: ({ params, body, auth, deps }) => saveRepairRequest(deps, auth.user, params.id, body),
});
