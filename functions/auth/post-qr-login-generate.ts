import { defineHandler } from '../http/handler.js';
import { generateQrLogin } from './qr-login.js';

/** POST /api/qr-login/generate: the QR (drawn here) and the cookie that binds it to this browser. */
export const handler = defineHandler({
  access: 'public',
  run: async ({ deps, ip, userAgent }) => generateQrLogin(deps, ip, userAgent),
});
