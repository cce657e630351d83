import { sendCodeSchema } from '#shared/auth.js';
import { readCookie } from '../http/cookies.js';
import { defineHandler } from '../http/handler.js';
import { resendNewPhoneCode } from './phone-changes.js';
import { resendSignupCode } from './setup.js';
import { SIGNUP_COOKIE } from './signup-session.js';

/** POST /api/send-phone-code: a new code, for a signup or for a signed-in user's new number. */
export const handler = defineHandler({
  access: 'public',
  body: sendCodeSchema,
  run: async ({ body, deps, event, ip, auth }) =>
    auth && auth.user.id === body.user_id
      ? resendNewPhoneCode(deps, auth.user, ip)
      : resendSignupCode(deps, readCookie(event.cookies, SIGNUP_COOKIE), body.user_id, ip),
});
