import { sendCodeSchema } from '../../shared/auth.js';
import { defineHandler } from '../http/handler.js';
import { resendSignupCode } from './setup.js';

/** POST /api/send-phone-code: texts a new signup code. */
export const handler = defineHandler({
  access: 'public',
  body: sendCodeSchema,
  run: async ({ body, deps, event, ip }) => resendSignupCode(deps, event, body.user_id, ip),
});
