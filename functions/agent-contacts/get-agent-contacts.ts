import { contactsQuerySchema } from '#shared/agent-contacts.js';
import { defineHandler } from '../http/handler.js';
import { listContacts } from './agent-contacts.js';

/** GET /api/agent-contacts?from&to&meeting_type&follow_up=open&limit&cursor: a page of the log, newest first (data-model K2, D-184). */
export const handler = defineHandler({
  access: 'admin',
  query: contactsQuerySchema,
  run: async ({ query, deps }) => ({ success: true, ...(await listContacts(deps, query)) }),
});
