import { agentActionSchema } from '#shared/agents.js';
import { defineHandler } from '../http/handler.js';
import { actOnAgent } from './agents.js';

/** POST /api/admin/agents {user_id, action}: approve, deny, deactivate, reactivate. */
export const handler = defineHandler({
  access: 'admin',
  body: agentActionSchema,
  run: async ({ body, auth, deps }) => actOnAgent(deps, auth.user, body.user_id, body.action),
});
