import { isProduction } from '../config.js';
import { findOutboxMessages } from '../data/outbox.js';
import { notFound } from '../errors.js';
import { defineHandler } from '../http/handler.js';

/**
 * GET /api/dev/outbox: the messages the product sent, newest first (product/platform.md §7).
 * A development aid: in production the route does not exist.
 */
export const handler = defineHandler({
  access: 'public',
  run: async ({ deps }) => {
    if (isProduction(deps.config)) throw notFound();
    return { messages: await findOutboxMessages(deps.db) };
  },
});
