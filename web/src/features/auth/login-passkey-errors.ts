import { ApiError } from '../../api';

// What to tell a person when a passkey ceremony fails (spec part 1 §8, part 2 §4).
// The browser reports every refusal (cancel, timeout, no matching passkey) as
// NotAllowedError on purpose, so all of those read as "cancelled or blocked".

export const passkeyMessages = {
  cancelled: 'Authentication was cancelled or blocked. Please try again.',
  invalid: 'Authentication failed. The credential may be invalid.',
  unsupported: 'This browser cannot use passkeys. Sign in with your password, or use a browser that supports passkeys.',
  alreadyRegistered: 'This device already has a passkey for your account.',
  registerFailed: 'The passkey could not be added. Please try again.',
} as const;

export interface PasskeyErrorWording {
  /** The spec words it differently on the QR approval page ('Authentication was cancelled'). */
  cancelled?: string;
  /** When neither the server nor the browser said anything more precise. */
  failed?: string;
}

export function passkeyErrorMessage(error: unknown, wording: PasskeyErrorWording = {}): string {
  // The server's own message (invalid credential, pending account, rate limit…) wins (spec part 1 §8).
  if (error instanceof ApiError) return error.message;
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (name === 'NotAllowedError' || name === 'AbortError') return wording.cancelled ?? passkeyMessages.cancelled;
  if (name === 'InvalidStateError') return passkeyMessages.alreadyRegistered;
  if (name === 'NotSupportedError') return passkeyMessages.unsupported;
  return wording.failed ?? passkeyMessages.invalid;
}
