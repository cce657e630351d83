import { phoneOnlySchema } from '#shared/auth.js';
import { defineHandler } from '../http/handler.js';
import { checkAuthMethods } from './sign-in.js';

/** POST /api/check-auth-methods: the login's first step. */
export const handler = defineHandler({
  access: 'public',
  body: phoneOnlySchema,
  run: async ({ body, deps, ip }) => checkAuthMethods(deps, body.phone, ip),
});
