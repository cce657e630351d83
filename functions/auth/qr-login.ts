import { authMessages, type QrInfoReply, type QrStatus } from '#shared/auth.js';
import type { Deps } from '../deps.js';
import { audited, gone, notFound } from '../errors.js';
import { hashToken } from '../data/ids.js';
import { findQrLogin, moveQrLogin, qrSessionHash, qrStatus, type QrLoginItem } from '../data/auth-qr-logins.js';
import { findToken } from '../data/tokens.js';
import { findUser } from '../data/users.js';
import { signIn, type SignedInResult } from './sign-in.js';

// QR login (product/portal.md §4, part 2 "QR approve"). Against hijacking: the desktop that
// generated the QR holds an HttpOnly cookie, and only it can poll and complete; the
// phone approves with a passkey assertion the server verifies itself, never a user id.
// Generating (qrcode) and approving (@simplewebauthn) are their own files, so the polled
// routes do not bundle either package.

export const QR_COOKIE = 'qr';
export const QR_COOKIE_PATH = '/api/qr-login';

/** The login this browser generated; anyone else polling the same id learns nothing (404). */
async function ownQrLogin(deps: Deps, browserSecret: string | undefined, sessionId: string): Promise<QrLoginItem> {
  const item = await findQrLogin(deps.db, hashToken(sessionId));
  if (!item || !browserSecret || item.browser_hash !== hashToken(browserSecret)) {
    throw audited(notFound(authMessages.invalidQrSession), 'token-refused', 'qr-session');
  }
  return item;
}

/** GET /api/qr-login/status/{sessionId} */
export async function readQrStatus(deps: Deps, browserSecret: string | undefined, sessionId: string): Promise<{ status: QrStatus }> {
  return { status: qrStatus(await ownQrLogin(deps, browserSecret, sessionId), deps.now()) };
}

/** POST /api/qr-login/complete/{sessionId}: the approved login becomes this browser's session. */
export async function completeQrLogin(deps: Deps, browserSecret: string | undefined, sessionId: string, replaces?: string): Promise<SignedInResult> {
  const item = await ownQrLogin(deps, browserSecret, sessionId);
  const user = item.user_id ? await findUser(deps.db, item.user_id) : undefined;
  if (!user || !(await moveQrLogin(deps.db, hashToken(sessionId), 'approved', 'completed', deps.now()))) {
    throw audited(gone(authMessages.qrExpired), 'token-refused', 'qr-expired');
  }
  return signIn(deps, user, replaces);
}

/** The pending login an approval link points to. */
export async function pendingByLink(deps: Deps, token: string): Promise<QrLoginItem> {
  const now = deps.now();
  const link = await findToken(deps.db, 'QR_APPROVE', token, now);
  const item = link ? await findQrLogin(deps.db, String(link.qr_key)) : undefined;
  if (!item || qrStatus(item, now) !== 'pending') throw audited(notFound(authMessages.invalidQrSession), 'token-refused', 'qr-link');
  return item;
}

/** GET /api/qr-login/info/{token}: what the phone shows before approving. */
export async function readQrInfo(deps: Deps, token: string): Promise<QrInfoReply> {
  const item = await pendingByLink(deps, token);
  return { user_agent: item.user_agent, ip_address: item.ip_address, created_at: item.created_at };
}

/** POST /api/qr-login/decline/{token}: the phone's owner did not start this login. */
export async function declineQrLogin(deps: Deps, token: string) {
  const item = await pendingByLink(deps, token);
  await moveQrLogin(deps.db, qrSessionHash(item), 'pending', 'declined', deps.now());
  return { success: true, message: 'Login declined.' };
}
