import * as z from '#shared/zod.js';
import { defineHandler } from '../http/handler.js';
import { resendContract } from './scheduling.js';

/** POST /api/admin/inspections/{id}/resend-contract: a new agreement link (data-model B13). */
export const handler = defineHandler({
  access: 'admin',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  run: ({ params, auth, deps }) => resendContract(deps, auth.user, params.id),
});
