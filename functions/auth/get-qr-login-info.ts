import * as z from 'zod';
import { limitMisses } from '../http/misses.js';
import { defineHandler } from '../http/handler.js';
import { readQrInfo } from './qr-login.js';

/** GET /api/qr-login/info/{token}: device, IP and time of the login to approve. */
export const handler = defineHandler({
  access: 'public',
  use: [limitMisses()],
  params: z.object({ token: z.string().min(1).max(200) }),
  run: async ({ params, deps }) => readQrInfo(deps, params.token),
});
