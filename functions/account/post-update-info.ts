import { updateInfoSchema } from '#shared/account.js';
import { defineHandler } from '../http/handler.js';
import { updateInfo } from './profile.js';

/** POST /api/update-info: the signed-in user's own profile. */
export const handler = defineHandler({
  access: 'user',
  body: updateInfoSchema,
  run: async ({ body, auth, deps, ip }) => updateInfo(deps, auth, body, ip),
});
