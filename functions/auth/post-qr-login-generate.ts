import { QR_LOGIN_TTL_MS } from '#shared/auth.js';
import { serializeCookie } from '../http/cookies.js';
import { defineHandler, Reply } from '../http/handler.js';
import { generateQrLogin } from './qr-login-generate.js';
import { QR_COOKIE, QR_COOKIE_PATH } from './qr-login.js';

/** POST /api/qr-login/generate: the QR (drawn here) and the cookie that binds it to this browser. */
export const handler = defineHandler({
  access: 'public',
  run: async ({ deps, ip, userAgent }) => {
    const { reply, browserSecret } = await generateQrLogin(deps, ip, userAgent);
    const options = { maxAgeSeconds: QR_LOGIN_TTL_MS / 1000, path: QR_COOKIE_PATH };
    return Reply.json(reply, { cookies: [serializeCookie(deps.config, QR_COOKIE, browserSecret, options)] });
  },
});
