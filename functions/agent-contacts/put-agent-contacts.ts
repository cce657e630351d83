import { completeRequestSchema, contactIdSchema } from '#shared/agent-contacts.js';
import { defineHandler } from '../http/handler.js';
import { completeContactFollowUp } from './agent-contacts.js';

/** PUT /api/agent-contacts/{id} {follow_up_completed: true}: marks the follow-up complete (data-model K5). */
export const handler = defineHandler({
  access: 'admin',
  params: contactIdSchema,
  body: completeRequestSchema,
  run: async ({ params, auth, deps }) => ({ success: true, contact: await completeContactFollowUp(deps, auth.user, params.id) }),
});
