import { browserSupportsWebAuthn, startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { AuthMethodsReply } from '#shared/auth.js';
import { api } from '../../api';
import { passkeyMessages } from './passkey-errors';

export const REGISTER_FAILED = 'The passkey could not be added. Please try again.';

// /manage-auth calls (brief "Manage auth"). Every change may answer 403 reauth_required.

export const readAuthMethods = (signal?: AbortSignal) => api<AuthMethodsReply>('/api/auth-methods', { signal });

export const setPassword = (password: string) =>
  api<AuthMethodsReply>('/api/auth-methods', { method: 'POST', body: { action: 'add_password', password } });

export const removePassword = () =>
  api<AuthMethodsReply>('/api/auth-methods', { method: 'POST', body: { action: 'remove_password' } });

export const removePasskey = (credentialId: string) =>
  api('/api/webauthn/remove-credential', { method: 'POST', body: { credential_id: credentialId } });

/** Registers a passkey on this device for the signed-in account (no user_id: the session says whose). */
export async function addPasskey(): Promise<void> {
  if (!browserSupportsWebAuthn()) throw new DOMException(passkeyMessages.unsupported, 'NotSupportedError');
  const optionsJSON = await api<PublicKeyCredentialCreationOptionsJSON>('/api/webauthn/register-options', {
    method: 'POST',
    body: {},
    fallbackError: REGISTER_FAILED,
  });
  const credential = await startRegistration({ optionsJSON });
  await api('/api/webauthn/register-verify', { method: 'POST', body: { credential }, fallbackError: REGISTER_FAILED });
}
