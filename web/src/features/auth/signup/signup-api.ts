import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type * as z from '#shared/zod.js';
import type { InviteReply } from '#shared/account.js';
import {
  authMessages,
  type SetupAuthReply,
  type setupAuthSchema,
  type SignupReply,
  type signupSchema,
  type VerifyEmailReply,
  type VerifyPhoneReply,
} from '#shared/auth.js';
import { api } from '../../../api';

// The signup calls (accounts API brief). Steps 3 and 4 work only in the browser that
// opened the emailed link: the server checks an HttpOnly cookie, and answers 403 without it.

export type SignupInput = z.output<typeof signupSchema>;
export type SetupAuthInput = z.output<typeof setupAuthSchema>;

const post = <T>(path: string, body: unknown, fallbackError?: string) =>
  api<T>(path, { method: 'POST', body, fallbackError });

export const signUp = (input: SignupInput) => post<SignupReply>('/api/signup', input, authMessages.signupFailed);

export const readInvite = (token: string, signal?: AbortSignal) =>
  api<InviteReply>(`/api/invite/${encodeURIComponent(token)}`, { signal });

export const verifyEmail = (token: string, signal?: AbortSignal) =>
  api<VerifyEmailReply>(`/api/verify-email/${encodeURIComponent(token)}`, { signal, fallbackError: 'Verification failed' });

export const setUpAuth = (userId: string, input: SetupAuthInput) =>
  post<SetupAuthReply>(`/api/setup-auth/${encodeURIComponent(userId)}`, input);

/** Creates a passkey on this device and stores it on the account; throws what passkeyErrorMessage reads. */
export async function registerPasskey(userId: string): Promise<void> {
  const optionsJSON = await post<PublicKeyCredentialCreationOptionsJSON>('/api/webauthn/register-options', {
    user_id: userId,
  });
  const credential = await startRegistration({ optionsJSON });
  await post('/api/webauthn/register-verify', { user_id: userId, credential }, authMessages.passkeyInvalid);
}

export const sendPhoneCode = (userId: string) => post<{ phone_hint: string }>('/api/send-phone-code', { user_id: userId });

export const verifyPhone = (userId: string, code: string) =>
  post<VerifyPhoneReply>('/api/verify-phone', { user_id: userId, code });
