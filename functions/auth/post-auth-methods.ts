import { authMethodsActionSchema } from '#shared/auth.js';
import { defineHandler } from '../http/handler.js';
import { changeAuthMethods } from './auth-methods.js';

/** POST /api/auth-methods {action: add_password | remove_password, password?} */
export const handler = defineHandler({
  access: 'user',
  body: authMethodsActionSchema,
  run: async ({ body, auth, deps }) => changeAuthMethods(deps, auth, body),
});
