import * as z from '#shared/zod.js';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { declineQrLogin } from './qr-login.js';

/** POST /api/qr-login/decline/{token} */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  run: async ({ params, deps }) => declineQrLogin(deps, params.token),
});
