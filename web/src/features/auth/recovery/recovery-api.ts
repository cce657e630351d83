import { api } from '../../../api';

// Password recovery (accounts API brief "Recovery"). The request answers the same
// message whether or not the email has an account, so it reveals nothing.

export const RESET_REQUEST_FAILED = 'Error sending reset link.';

export const requestPasswordReset = (email: string) =>
  api<{ message: string }>('/api/reset-password', {
    method: 'POST',
    body: { email },
    fallbackError: RESET_REQUEST_FAILED,
  });

export const checkResetLink = (token: string, signal?: AbortSignal) =>
  api<{ valid: true }>(`/api/reset-password/${encodeURIComponent(token)}`, { signal });

export const resetPassword = (token: string, password: string) =>
  api<{ message: string }>(`/api/reset-password/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password },
  });
