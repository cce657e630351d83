import { authMessages } from '#shared/auth.js';
import { ApiError } from '../../api';

// One wording for every passkey ceremony (signup, login, QR approve, manage-auth).
// The spec names the cancel and invalid messages (product/portal.md §8) but not the
// unsupported one; this is ours.

export const passkeyMessages = {
  cancelled: authMessages.passkeyCancelled,
  invalid: authMessages.passkeyInvalid,
  unsupported:
    'This browser cannot use passkeys. Use a password instead, or try an up-to-date Safari, Chrome, Edge or Firefox.',
  alreadyRegistered: 'This device already holds a passkey for this account.',
} as const;

/**
 * What to tell the person after a failed passkey ceremony. `error` may come from
 * our API (the server's message wins), from @simplewebauthn/browser (a WebAuthnError
 * named after the DOMException it wraps) or from the browser itself.
 */
export function passkeyErrorMessage(error: unknown, fallback: string = passkeyMessages.invalid): string {
  if (error instanceof ApiError) return error.message;
  if (!(error instanceof Error)) return fallback;
  // Browsers report a closed dialog, a timeout and a refused permission all as
  // NotAllowedError, on purpose (privacy): none of them can be told apart.
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') return passkeyMessages.cancelled;
  if (error.name === 'InvalidStateError') return passkeyMessages.alreadyRegistered;
  if (error.name === 'NotSupportedError' || /not supported/i.test(error.message)) return passkeyMessages.unsupported;
  return fallback;
}
