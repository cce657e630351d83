import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import QRCode from 'qrcode';
import { authMessages, QR_LOGIN_TTL_MS, type QrGenerateReply, type QrInfoReply, type QrStatus } from '#shared/auth.js';
import { appOrigin } from '../config.js';
import type { Deps } from '../deps.js';
import { hashToken, newToken } from '../data/ids.js';
import { qrLoginKey } from '../data/keys.js';
import { findQrLogin, moveQrLogin, QR_PENDING_INDEX, qrStatus, type QrLoginItem } from '../data/qr-logins.js';
import { ttlSeconds } from '../data/table.js';
import { findToken, issueToken } from '../data/tokens.js';
import { findUser } from '../data/users.js';
import { readCookie, serializeCookie } from '../http/cookies.js';
import { HttpError } from '../http/errors.js';
import type { Event } from '../http/handler.js';
import { Reply } from '../http/reply.js';
import { verifyAuthentication } from './passkeys.js';
import { enforceRateLimit } from './rate-limit.js';
import { assertMaySignIn, signIn } from './sign-in.js';

// QR login (spec part 1 §4, part 2 "QR approve"). Against hijacking: the desktop that
// generated the QR holds an HttpOnly cookie, and only it can poll and complete; the
// phone approves with a passkey assertion the server verifies itself, never a user id.

export const QR_COOKIE = 'qr';
const COOKIE_PATH = '/api/qr-login';

/** POST /api/qr-login/generate */
export async function generateQrLogin(deps: Deps, ip: string, userAgent: string): Promise<Reply> {
  await enforceRateLimit(deps, 'qr', ip);
  const { db, config } = deps;
  const now = deps.now();
  const sessionId = newToken();
  const browserSecret = newToken();
  const expires = new Date(now.getTime() + QR_LOGIN_TTL_MS);
  const approval = issueToken(db, 'QR_APPROVE', { qr_key: hashToken(sessionId) }, QR_LOGIN_TTL_MS, now);
  const item: QrLoginItem = {
    ...qrLoginKey(hashToken(sessionId)),
    status: 'pending',
    browser_hash: hashToken(browserSecret),
    user_agent: userAgent.slice(0, 300),
    ip_address: ip,
    created_at: now.toISOString(),
    expires_at: ttlSeconds(expires),
    gsi2pk: QR_PENDING_INDEX,
    gsi2sk: expires.toISOString(),
  };
  await db.doc.send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: db.table, Item: item } }, approval.put] }));
  const qrUrl = `${appOrigin(config)}/qr-approve/${approval.token}`;
  const reply: QrGenerateReply = {
    session_id: sessionId,
    qr_url: qrUrl,
    qr_image: await QRCode.toDataURL(qrUrl, { width: 300, margin: 1, errorCorrectionLevel: 'M' }),
    expires_at: expires.toISOString(),
  };
  const cookie = serializeCookie(config, QR_COOKIE, browserSecret, { maxAgeSeconds: QR_LOGIN_TTL_MS / 1000, path: COOKIE_PATH });
  return Reply.json(reply, { cookies: [cookie] });
}

/** The login this browser generated; anyone else polling the same id learns nothing (404). */
async function ownQrLogin(deps: Deps, event: Event, sessionId: string): Promise<QrLoginItem> {
  const secret = readCookie(event.cookies, QR_COOKIE);
  const item = await findQrLogin(deps.db, hashToken(sessionId));
  if (!item || !secret || item.browser_hash !== hashToken(secret)) throw new HttpError(404, authMessages.invalidQrSession);
  return item;
}

/** GET /api/qr-login/status/{sessionId} */
export async function readQrStatus(deps: Deps, event: Event, sessionId: string): Promise<{ status: QrStatus }> {
  return { status: qrStatus(await ownQrLogin(deps, event, sessionId), deps.now()) };
}

/** POST /api/qr-login/complete/{sessionId}: the approved login becomes this browser's session. */
export async function completeQrLogin(deps: Deps, event: Event, sessionId: string): Promise<Reply> {
  const item = await ownQrLogin(deps, event, sessionId);
  const user = item.user_id ? await findUser(deps.db, item.user_id) : undefined;
  if (!user || !(await moveQrLogin(deps.db, hashToken(sessionId), 'approved', 'completed', deps.now()))) {
    throw new HttpError(410, authMessages.qrExpired);
  }
  const reply = await signIn(deps, user);
  reply.cookies.push(serializeCookie(deps.config, QR_COOKIE, '', { maxAgeSeconds: 0, path: COOKIE_PATH }));
  return reply;
}

/** The pending login an approval link points to. */
async function pendingByLink(deps: Deps, token: string): Promise<QrLoginItem> {
  const now = deps.now();
  const link = await findToken(deps.db, 'QR_APPROVE', token, now);
  const item = link ? await findQrLogin(deps.db, String(link.qr_key)) : undefined;
  if (!item || qrStatus(item, now) !== 'pending') throw new HttpError(404, authMessages.invalidQrSession);
  return item;
}

/** GET /api/qr-login/info/{token}: what the phone shows before approving. */
export async function readQrInfo(deps: Deps, token: string): Promise<QrInfoReply> {
  const item = await pendingByLink(deps, token);
  return { user_agent: item.user_agent, ip_address: item.ip_address, created_at: item.created_at };
}

/** POST /api/qr-login/approve/{token} {credential}: approved by the passkey's owner, verified here. */
export async function approveQrLogin(deps: Deps, token: string, credential: unknown) {
  const item = await pendingByLink(deps, token);
  const user = await verifyAuthentication(deps, credential, true);
  assertMaySignIn(user);
  const sessionHash = item.pk.slice('QRLOGIN#'.length);
  if (!(await moveQrLogin(deps.db, sessionHash, 'pending', 'approved', deps.now(), user.id))) {
    throw new HttpError(404, authMessages.invalidQrSession);
  }
  return { success: true, message: 'Login approved successfully! You can close this page.' };
}

/** POST /api/qr-login/decline/{token}: the phone's owner did not start this login. */
export async function declineQrLogin(deps: Deps, token: string) {
  const item = await pendingByLink(deps, token);
  await moveQrLogin(deps.db, item.pk.slice('QRLOGIN#'.length), 'pending', 'declined', deps.now());
  return { success: true, message: 'Login declined.' };
}
