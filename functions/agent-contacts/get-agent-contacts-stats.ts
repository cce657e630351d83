import { defineHandler } from '../http/handler.js';
import { readContactStats } from './contact-stats.js';

/** GET /api/agent-contacts/stats: product/outreach.md §3 "Contact stats" and the orders that follow (data-model K3). */
export const handler = defineHandler({
  access: 'admin',
  run: async ({ deps }) => readContactStats(deps),
});
