import { loginSchema } from '#shared/auth.js';
import { sessionCookie } from '../http/cookies.js';
import { defineHandler, Reply } from '../http/handler.js';
import { logInWithPassword } from './sign-in.js';

/** POST /api/login: phone and password → a new session. */
export const handler = defineHandler({
  access: 'public',
  body: loginSchema,
  run: async ({ auth, body, deps, ip }) => {
    const { user, sessionToken } = await logInWithPassword(deps, body.phone, body.password, ip, auth?.token);
    return Reply.json({ success: true, user_id: user.id }, { cookies: [sessionCookie(deps.config, sessionToken)] });
  },
});
