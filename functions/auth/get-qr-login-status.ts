import * as z from '#shared/zod.js';
import { readCookie } from '../http/cookies.js';
import { defineHandler } from '../http/handler.js';
import { QR_COOKIE, readQrStatus } from './qr-login.js';

/** GET /api/qr-login/status/{sessionId}: polled every 2 s by the browser that generated it. */
export const handler = defineHandler({
  access: 'public',
  params: z.object({ sessionId: z.string().check(z.minLength(1), z.maxLength(200)) }),
  run: async ({ params, deps, event }) => readQrStatus(deps, readCookie(event.cookies, QR_COOKIE), params.sessionId),
});
