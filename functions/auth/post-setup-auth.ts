import * as z from 'zod';
import { setupAuthSchema } from '#shared/auth.js';
import { defineHandler } from '../http/handler.js';
import { setUpAuth } from './setup.js';

/** POST /api/setup-auth/{userId}: password or passkey, then a code to the phone. */
export const handler = defineHandler({
  access: 'public',
  params: z.object({ userId: z.string().min(1).max(100) }),
  body: setupAuthSchema,
  run: async ({ params, body, deps, event, ip }) => setUpAuth(deps, event, params.userId, body, ip),
});
