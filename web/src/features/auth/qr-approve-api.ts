import { authMessages, type QrInfoReply } from '#shared/auth.js';
import { api } from '../../api';
import { getPasskeyAssertion } from './login-api';
import { passkeyMessages } from './passkey-errors';

// The phone's side of a QR login (product/outreach.md §2 "QR approve page").

const path = (action: string, token: string) => `/api/qr-login/${action}/${encodeURIComponent(token)}`;

export const readQrInfo = (token: string, signal: AbortSignal) =>
  api<QrInfoReply>(path('info', token), { signal, fallbackError: authMessages.invalidQrSession });

/** "Approve with Face ID": a passkey assertion with user verification, checked by the server. */
export async function approveQrLogin(token: string): Promise<string> {
  const credential = await getPasskeyAssertion({ user_verification: 'required' });
  const reply = await api<{ message?: string }>(path('approve', token), {
    method: 'POST',
    body: { credential },
    fallbackError: passkeyMessages.invalid,
  });
  return reply.message ?? 'Login approved successfully! You can close this page.';
}

export const declineQrLogin = (token: string) => api(path('decline', token), { method: 'POST' });
