import { verifyPhoneSchema } from '#shared/auth.js';
import { readCookie, serializeCookie } from '../http/cookies.js';
import { defineHandler, Reply } from '../http/handler.js';
import { verifyNewPhone } from './phone-changes.js';
import { verifySignupPhone } from './setup.js';
import { SIGNUP_COOKIE, SIGNUP_COOKIE_PATH } from './signup-session.js';

/**
 * POST /api/verify-phone: the 6-digit code, either for a signup (continuation cookie,
 * cleared once the phone is proven) or for a signed-in user's new phone number.
 */
export const handler = defineHandler({
  access: 'public',
  body: verifyPhoneSchema,
  run: async ({ body, deps, event, ip, auth }) => {
    if (auth && auth.user.id === body.user_id) return verifyNewPhone(deps, auth.user, body.code, ip);
    const reply = await verifySignupPhone(deps, readCookie(event.cookies, SIGNUP_COOKIE), body.user_id, body.code, ip);
    const cleared = serializeCookie(deps.config, SIGNUP_COOKIE, '', { maxAgeSeconds: 0, path: SIGNUP_COOKIE_PATH });
    return Reply.json(reply, { cookies: [cleared] });
  },
});
