import { inviteSchema } from '#shared/account.js';
import { defineHandler } from '../http/handler.js';
import { inviteAgent } from './invite.js';

/** POST /api/invite-agent */
export const handler = defineHandler({
  access: 'user',
  body: inviteSchema,
  run: async ({ body, auth, deps }) => inviteAgent(deps, auth.user, body),
});
