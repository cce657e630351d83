import { loginSchema } from '#shared/auth.js';
import { defineHandler } from '../http/handler.js';
import { logInWithPassword } from './sign-in.js';

/** POST /api/login: phone and password → a new session. */
export const handler = defineHandler({
  access: 'public',
  body: loginSchema,
  run: async ({ body, deps, ip }) => logInWithPassword(deps, body.phone, body.password, ip),
});
