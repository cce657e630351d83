import { ApiError } from '../api';

/**
 * Whether the server refused a change because the sign-in is too old (403 with
 * reauth_required, functions/data/auth-recent-sign-in.ts): the answer is "sign in again", not "try again".
 */
export function isReauthRequired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const body = error.body;
  return typeof body === 'object' && body !== null && (body as { reauth_required?: unknown }).reauth_required === true;
}
