import { stepBackSchema } from '#shared/booking.js';
import { stepBack } from './wizard.js';
import { defineHandler } from '../http/handler.js';

/** POST /api/step-back (product/portal.md §7, the order wizard). */
export const handler = defineHandler({
  access: 'user',
  body: stepBackSchema,
  run: async ({ body, auth, deps }) => stepBack(deps, auth.user.id, body.target_step),
});
