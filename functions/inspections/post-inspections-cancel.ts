import * as z from '#shared/zod.js';
import { defineHandler } from '../http/handler.js';
import { cancelInspection } from './inspections.js';

/** POST /api/inspections/{id}/cancel: the agent's own booking, until 48 hours before (data-model B11). */
export const handler = defineHandler({
  access: 'user',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  run: ({ params, auth, deps }) => cancelInspection(deps, auth.user, params.id),
});
