import { defineHandler } from '../http/handler.js';
import { listAgents } from './agents.js';

/** GET /api/admin/agents */
export const handler = defineHandler({
  access: 'admin',
  run: async ({ deps }) => listAgents(deps),
});
