import type { CurrentUser } from '#shared/account.js';
import { api, ApiError } from '../api';

/**
 * GET /api/update-info. product/portal.md §4: any failure (non-ok status, unreadable or
 * invalid reply, network error) means "not authenticated", never an error page.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  // The schema (and zod with it) loads beside the request, not in the entry chunk.
  const schema = import('#shared/account.js').then((module) => module.currentUserSchema);
  try {
    const [reply, currentUserSchema] = await Promise.all([api('/api/update-info'), schema]);
    const parsed = currentUserSchema.safeParse(reply);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) console.warn('User not authenticated or failed to fetch');
    return null;
  }
}
