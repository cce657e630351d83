import { verifyPhoneSchema } from '#shared/auth.js';
import { verifyNewPhone } from '../account/contact-changes.js';
import { defineHandler, Reply } from '../http/handler.js';
import { verifySignupPhone } from './setup.js';
import { clearSignupCookie } from './signup-session.js';

/**
 * POST /api/verify-phone: the 6-digit code, either for a signup (continuation cookie)
 * or for a signed-in user's new phone number.
 */
export const handler = defineHandler({
  access: 'public',
  body: verifyPhoneSchema,
  run: async ({ body, deps, event, ip, auth }) => {
    if (auth && auth.user.id === body.user_id) return verifyNewPhone(deps, auth.user, body.code, ip);
    const reply = await verifySignupPhone(deps, event, body.user_id, body.code, ip);
    return Reply.json(reply, { cookies: [clearSignupCookie(deps)] });
  },
});
