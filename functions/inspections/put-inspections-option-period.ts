import * as z from '#shared/zod.js';
import { optionPeriodSchema } from '#shared/option-period.js';
import { defineHandler } from '../http/handler.js';
import { saveOptionPeriod } from './option-period-edit.js';

/** PUT /api/inspections/{id}/option-period: its agent or an admin edits the option period (D-230). */
export const handler = defineHandler({
  access: 'user',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  body: optionPeriodSchema,
  run: ({ params, body, auth, deps }) => saveOptionPeriod(deps, auth.user, params.id, body),
});
