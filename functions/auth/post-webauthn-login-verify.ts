import { loginVerifySchema } from '#shared/auth.js';
import { sessionCookie } from '../http/cookies.js';
import { defineHandler, Reply } from '../http/handler.js';
import { verifyAuthentication } from './passkeys.js';
import { signIn } from './sign-in.js';

/** POST /api/webauthn/login-verify: the passkey assertion → a new session. */
export const handler = defineHandler({
  access: 'public',
  body: loginVerifySchema,
  run: async ({ auth, body, deps }) => {
    const { user, sessionToken } = await signIn(deps, await verifyAuthentication(deps, body, false), auth?.token);
    return Reply.json({ success: true, user_id: user.id }, { cookies: [sessionCookie(deps.config, sessionToken)] });
  },
});
