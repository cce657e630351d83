import { searchQuerySchema } from '#shared/agent-contacts.js';
import { defineHandler } from '../http/handler.js';
import { searchAgents } from './search.js';

/** GET /api/agent-contacts/search-agents?q=: licence holders and registered agents, an array (data-model K6). */
export const handler = defineHandler({
  access: 'admin',
  query: searchQuerySchema,
  run: async ({ query, deps }) => searchAgents(deps, query.q),
});
