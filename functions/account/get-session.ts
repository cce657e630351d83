import { toCurrentUser } from '../data/users.js';
import { defineHandler } from '../http/handler.js';

/**
 * GET /api/session: who is signed in, `{ user: null }` for nobody (D-212). Every page asks it
 * on each navigation (product/portal.md §4); a visitor who is not signed in is no error, so the
 * answer is no 401, which a browser logs in its console on every public page.
 */
export const handler = defineHandler({
  access: 'public',
  run: async ({ auth }) => ({ user: auth ? toCurrentUser(auth.user) : null }),
});
