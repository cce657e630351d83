import { authMessages } from '#shared/auth.js';
import type { Deps } from '../deps.js';
import { audited, notFound } from '../errors.js';
import { moveQrLogin, qrSessionHash } from '../data/auth-qr-logins.js';
import { verifyAuthentication } from './passkeys.js';
import { pendingByLink } from './qr-login.js';
import { assertMaySignIn } from './sign-in.js';

/** POST /api/qr-login/approve/{token} {credential}: approved by the passkey's owner, verified here. */
export async function approveQrLogin(deps: Deps, token: string, credential: unknown) {
  const item = await pendingByLink(deps, token);
  const user = await verifyAuthentication(deps, credential, true);
  assertMaySignIn(user);
  if (!(await moveQrLogin(deps.db, qrSessionHash(item), 'pending', 'approved', deps.now(), user.id))) {
    throw audited(notFound(authMessages.invalidQrSession), 'token-refused', 'qr-link');
  }
  return { success: true, message: 'Login approved successfully! You can close this page.' };
}
