import type { CurrentUser } from '#shared/account.js';
import { api, ApiError } from '../api';

/**
 * GET /api/session: the signed-in user, or null for nobody (D-212; a visitor who is not signed
 * in gets no 401, which the browser would log as an error on every public page).
 * product/portal.md §4: any failure (non-ok status, unreadable or invalid reply, network
 * error) means "not authenticated", never an error page.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  // The schema (and zod with it) loads beside the request, not in the entry chunk.
  const schema = import('#shared/account.js').then((module) => module.sessionReplySchema);
  try {
    const [reply, sessionReplySchema] = await Promise.all([api('/api/session'), schema]);
    const parsed = sessionReplySchema.safeParse(reply);
    return parsed.success ? parsed.data.user : null;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) console.warn('User not authenticated or failed to fetch');
    return null;
  }
}
