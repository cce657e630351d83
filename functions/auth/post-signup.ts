import { signupSchema } from '#shared/auth.js';
import { defineHandler } from '../http/handler.js';
import { signUp } from './signup.js';

/** POST /api/signup: a pending account and the email that verifies it. */
export const handler = defineHandler({
  access: 'public',
  body: signupSchema,
  run: async ({ body, deps, ip }) => signUp(deps, body, ip),
});
