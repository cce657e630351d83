import {
  browserSupportsWebAuthn,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { authMessages, type AuthMethods, type QrGenerateReply, type QrStatus } from '#shared/auth.js';
import { api } from '../../api';
import { passkeyMessages } from './passkey-errors';

// The sign-in calls (product/portal.md §7, /tmp/brief "Login"). Each sets the session cookie
// on success; the page then refreshes the session user.

const post = { method: 'POST' } as const;

export const checkAuthMethods = (phone: string) =>
  api<AuthMethods>('/api/check-auth-methods', { ...post, body: { phone }, fallbackError: authMessages.loginFailed });

export const loginWithPassword = (phone: string, password: string) =>
  api('/api/login', { ...post, body: { phone, password }, fallbackError: authMessages.loginFailed });

/**
 * A passkey assertion for `body` (the phone on /login; user verification when approving
 * a QR login). Throws NotSupportedError first where WebAuthn is missing, so the
 * message says so instead of a cryptic library error.
 */
export async function getPasskeyAssertion(body: { phone?: string; user_verification?: 'required' }) {
  if (!browserSupportsWebAuthn()) throw new DOMException(passkeyMessages.unsupported, 'NotSupportedError');
  const optionsJSON = await api<PublicKeyCredentialRequestOptionsJSON>('/api/webauthn/login-options', {
    ...post,
    body,
    fallbackError: passkeyMessages.invalid,
  });
  return startAuthentication({ optionsJSON });
}

export async function loginWithPasskey(phone: string): Promise<void> {
  const credential = await getPasskeyAssertion({ phone });
  await api('/api/webauthn/login-verify', { ...post, body: credential, fallbackError: passkeyMessages.invalid });
}

export const generateQrLogin = (signal: AbortSignal) =>
  api<QrGenerateReply>('/api/qr-login/generate', { ...post, signal, fallbackError: authMessages.qrFailed });

export const readQrStatus = (sessionId: string, signal: AbortSignal) =>
  api<{ status: QrStatus }>(`/api/qr-login/status/${encodeURIComponent(sessionId)}`, { signal });

export const completeQrLogin = (sessionId: string, signal: AbortSignal) =>
  api(`/api/qr-login/complete/${encodeURIComponent(sessionId)}`, { ...post, signal, fallbackError: authMessages.loginFailed });
