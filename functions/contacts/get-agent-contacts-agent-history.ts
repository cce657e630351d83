import { historyParamsSchema } from '#shared/contacts.js';
import { defineHandler } from '../http/handler.js';
import { readAgentHistory } from './history.js';

/** GET /api/agent-contacts/agent-history/{licenseNumber}: one agent's contacts and orders (K4). */
export const handler = defineHandler({
  access: 'admin',
  params: historyParamsSchema,
  run: async ({ params, deps }) => readAgentHistory(deps, params.licenseNumber),
});
