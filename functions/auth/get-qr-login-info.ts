import * as z from '#shared/zod.js';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { readQrInfo } from './qr-login.js';

/** GET /api/qr-login/info/{token}: device, IP and time of the login to approve. */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  run: async ({ params, deps }) => readQrInfo(deps, params.token),
});
