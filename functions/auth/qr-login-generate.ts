import { QR_LOGIN_TTL_MS, type QrGenerateReply } from '#shared/auth.js';
import { appOrigin } from '../config.js';
import type { Deps } from '../deps.js';
import { hashToken, newToken } from '../data/ids.js';
import { createQrLogin } from '../data/auth-qr-logins.js';
import { enforceRateLimit } from '../data/rate-limits.js';
import { issueToken } from '../data/tokens.js';
import { drawQr } from '../integrations/qr.js';

/** POST /api/qr-login/generate: the reply, and the secret for this browser's cookie. */
export async function generateQrLogin(deps: Deps, ip: string, userAgent: string): Promise<{ reply: QrGenerateReply; browserSecret: string }> {
  await enforceRateLimit(deps, 'qr', ip);
  const { db, config } = deps;
  const now = deps.now();
  const sessionId = newToken();
  const browserSecret = newToken();
  const expires = new Date(now.getTime() + QR_LOGIN_TTL_MS);
  const approval = issueToken(db, 'QR_APPROVE', { qr_key: hashToken(sessionId) }, QR_LOGIN_TTL_MS, now);
  const login = { sessionHash: hashToken(sessionId), browserHash: hashToken(browserSecret), userAgent, ip, expires };
  await createQrLogin(db, login, now, [approval.put]);
  const qrUrl = `${appOrigin(config)}/qr-approve/${approval.token}`;
  const reply: QrGenerateReply = {
    session_id: sessionId,
    qr_url: qrUrl,
    qr_image: await drawQr(qrUrl),
    expires_at: expires.toISOString(),
  };
  return { reply, browserSecret };
}
