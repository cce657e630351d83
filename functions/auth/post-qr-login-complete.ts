import * as z from 'zod';
import { defineHandler } from '../http/handler.js';
import { completeQrLogin } from './qr-login.js';

/** POST /api/qr-login/complete/{sessionId}: once approved, the session, for this browser only. */
export const handler = defineHandler({
  access: 'public',
  params: z.object({ sessionId: z.string().min(1).max(200) }),
  run: async ({ params, deps, event }) => completeQrLogin(deps, event, params.sessionId),
});
