import { resetRequestSchema } from '#shared/auth.js';
import { defineHandler } from '../http/handler.js';
import { requestPasswordReset } from './password-reset.js';

/** POST /api/reset-password {email} */
export const handler = defineHandler({
  access: 'public',
  body: resetRequestSchema,
  run: async ({ body, deps, ip }) => requestPasswordReset(deps, body.email, ip),
});
