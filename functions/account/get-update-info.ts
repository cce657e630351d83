import { toCurrentUser } from '../data/users.js';
import { defineHandler } from '../http/handler.js';

/** GET /api/update-info: the signed-in user's fields (product/portal.md §3 "Current user"). */
export const handler = defineHandler({
  access: 'user',
  run: async ({ auth }) => toCurrentUser(auth.user),
});
