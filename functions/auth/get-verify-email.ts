import * as z from 'zod';
import { defineHandler, Reply } from '../http/handler.js';
import { verifyEmail } from './signup.js';

/** GET /api/verify-email/{token}: idempotent; the browser that opens it may continue the setup. */
export const handler = defineHandler({
  access: 'public',
  params: z.object({ token: z.string().min(1).max(200) }),
  run: async ({ params, deps }) => {
    const { reply, cookie } = await verifyEmail(deps, params.token);
    return Reply.json(reply, { cookies: cookie ? [cookie] : [] });
  },
});
