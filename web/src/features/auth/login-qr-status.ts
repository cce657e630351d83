import { QR_LOGIN_TTL_MS, type QrStatus } from '#shared/auth.js';

export const qrDeclinedMessage = 'The sign-in was declined on your phone. Please try again.';

/** What one poll of GET /api/qr-login/status means ('gone': 404, the login is not ours or no longer exists). */
export type QrPollResult = QrStatus | 'gone' | 'unreachable';

export type QrNextStep = 'wait' | 'complete' | 'signed-in' | 'declined' | 'expired';

/**
 * The QR step's state machine (product/portal.md §4): poll until approved, then complete;
 * five minutes after the code was drawn it is expired whatever the server last said,
 * so a stalled network cannot leave a dead code on screen. An unreachable server is
 * retried until then.
 */
export function nextQrStep(result: QrPollResult, elapsedMs: number): QrNextStep {
  if (result === 'approved') return 'complete';
  if (result === 'completed') return 'signed-in';
  if (result === 'declined') return 'declined';
  if (result === 'expired' || result === 'gone' || elapsedMs >= QR_LOGIN_TTL_MS) return 'expired';
  return 'wait';
}
