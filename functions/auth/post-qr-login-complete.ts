import * as z from '#shared/zod.js';
import { readCookie, serializeCookie, sessionCookie } from '../http/cookies.js';
import { defineHandler, Reply } from '../http/handler.js';
import { completeQrLogin, QR_COOKIE, QR_COOKIE_PATH } from './qr-login.js';

/** POST /api/qr-login/complete/{sessionId}: once approved, the session, for this browser only. */
export const handler = defineHandler({
  access: 'public',
  params: z.object({ sessionId: z.string().check(z.minLength(1), z.maxLength(200)) }),
  run: async ({ auth, params, deps, event }) => {
    const { user, sessionToken } = await completeQrLogin(deps, readCookie(event.cookies, QR_COOKIE), params.sessionId, auth?.token);
    const cookies = [sessionCookie(deps.config, sessionToken), serializeCookie(deps.config, QR_COOKIE, '', { maxAgeSeconds: 0, path: QR_COOKIE_PATH })];
    return Reply.json({ success: true, user_id: user.id }, { cookies });
  },
});
