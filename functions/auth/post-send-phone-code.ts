import { sendCodeSchema } from '#shared/auth.js';
import { defineHandler } from '../http/handler.js';
import { resendNewPhoneCode } from '../account/contact-changes.js';
import { resendSignupCode } from './setup.js';

/** POST /api/send-phone-code: a new code, for a signup or for a signed-in user's new number. */
export const handler = defineHandler({
  access: 'public',
  body: sendCodeSchema,
  run: async ({ body, deps, event, ip, auth }) =>
    auth && auth.user.id === body.user_id ? resendNewPhoneCode(deps, auth.user, ip) : resendSignupCode(deps, event, body.user_id, ip),
});
