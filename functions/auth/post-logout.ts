import { deleteSession } from '../data/auth-sessions.js';
import { clearSessionCookie } from '../http/cookies.js';
import { defineHandler, Reply } from '../http/handler.js';

/** POST /api/logout: ends the session server-side and clears the cookie, signed in or not. */
export const handler = defineHandler({
  access: 'public',
  run: async ({ auth, deps }) => {
    if (auth) await deleteSession(deps.db, auth.token);
    return Reply.json({ success: true }, { cookies: [clearSessionCookie(deps.config)] });
  },
});
