import { loginOptionsSchema } from '#shared/auth.js';
import { digitsOnly } from '#shared/phone.js';
import { defineHandler } from '../http/handler.js';
import { authenticationOptions } from './passkeys.js';
import { enforceRateLimit } from '../data/rate-limits.js';

/** POST /api/webauthn/login-options {phone?, user_verification?} */
export const handler = defineHandler({
  access: 'public',
  body: loginOptionsSchema,
  run: async ({ body, deps, ip }) => {
    const phone = body.phone ? digitsOnly(body.phone).slice(-10) : undefined;
    await enforceRateLimit(deps, 'passkeyOptions', ip, phone ? `phone:${phone}` : undefined);
    return authenticationOptions(deps, phone, body.user_verification ?? 'preferred');
  },
});
