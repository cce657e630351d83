import { agentInfoSchema } from '#shared/booking.js';
import { saveAgentInfo } from './wizard.js';
import { defineHandler } from '../http/handler.js';

/** POST /api/agent-info (product/portal.md §7, the order wizard). */
export const handler = defineHandler({
  access: 'user',
  body: agentInfoSchema,
  run: async ({ body, auth, deps }) => saveAgentInfo(deps, auth.user.id, body).then(() => ({ success: true })),
});
