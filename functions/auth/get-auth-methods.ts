import { defineHandler } from '../http/handler.js';
import { readAuthMethods } from './auth-methods.js';

/** GET /api/auth-methods */
export const handler = defineHandler({
  access: 'user',
  run: async ({ auth, deps }) => readAuthMethods(deps, auth.user.id),
});
