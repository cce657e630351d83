import * as z from '#shared/zod.js';
import { qrApproveSchema } from '#shared/auth.js';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { approveQrLogin } from './qr-login-approve.js';

/** POST /api/qr-login/approve/{token} {credential}: a passkey assertion with user verification. */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  body: qrApproveSchema,
  run: async ({ params, body, deps }) => approveQrLogin(deps, params.token, body.credential),
});
