import { ApiError } from '../../api';

/** POST /api/login and login-verify answer 403 {status:'pending'} for an agent not yet approved. */
export function isPendingApproval(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && (error.body as { status?: unknown } | undefined)?.status === 'pending';
}

/**
 * Where a sign-in goes next: the page the visitor was sent away from (router state
 * `from`, set by the signed-in layout or a "Sign in again" button), else /dashboard.
 * Only a path inside this app: "//host" would leave the site, /login would loop.
 */
export function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/dashboard';
  if (from === '/login' || from.startsWith('/login?') || from.startsWith('/login/')) return '/dashboard';
  return from;
}
