import { contactRequestSchema } from '#shared/agent-contacts.js';
import { defineHandler } from '../http/handler.js';
import { logContact } from './agent-contacts.js';

/** POST /api/agent-contacts: logs an open-house visit or an event (data-model K1). */
export const handler = defineHandler({
  access: 'admin',
  body: contactRequestSchema,
  run: async ({ body, auth, deps }) => ({ success: true, contact: await logContact(deps, auth.user, body) }),
});
