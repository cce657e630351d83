import { historyParamsSchema } from '#shared/agent-contacts.js';
import { cursorQuerySchema } from '#shared/pages.js';
import { defineHandler } from '../http/handler.js';
import { readAgentHistory } from './history.js';

/** GET /api/agent-contacts/agent-history/{licenseNumber}?cursor&limit: one agent's contacts, a page at a time, and orders (data-model K4, D-184). */
export const handler = defineHandler({
  access: 'admin',
  params: historyParamsSchema,
  query: cursorQuerySchema,
  run: async ({ params, query, deps }) => readAgentHistory(deps, params.licenseNumber, query),
});
