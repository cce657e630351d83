import { pageQuerySchema } from '#shared/pages.js';
import { defineHandler } from '../http/handler.js';
import { listAgents } from './agents.js';

/** GET /api/admin/agents?cursor&limit&q: a page of agents, pending first, or those matching `q` (data-model A6, A23). */
export const handler = defineHandler({
  access: 'admin',
  query: pageQuerySchema,
  run: async ({ deps, query }) => listAgents(deps, query),
});
