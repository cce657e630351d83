import * as z from 'zod';
import { defineHandler } from '../http/handler.js';
import { resendContract } from './scheduling.js';

/** POST /api/admin/inspections/{id}/resend-contract: a new agreement link (B13). */
export const handler = defineHandler({
  access: 'admin',
  params: z.object({ id: z.string().min(1).max(100) }),
  run: ({ params, auth, deps }) => resendContract(deps, auth.user, params.id),
});
