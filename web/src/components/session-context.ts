import { createContext, useContext } from 'react';
import type { CurrentUser } from '#shared/account.js';

/** product/portal.md §3: undefined = not yet fetched, null = not authenticated, else the user. */
export type SessionUser = CurrentUser | null | undefined;

export interface Session {
  user: SessionUser;
  /** When the user was last fetched; the photo's cache-busting timestamp. */
  fetchedAt: number;
  /** Fetches GET /api/session again (after sign-in or a profile change). */
  refreshUser: () => Promise<CurrentUser | null>;
  /** Ends the session and goes to /login; `from` is where that sign-in returns (e.g. after a reauth request). */
  logout: (options?: { from?: string }) => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside <SessionProvider>');
  return session;
}

/** For pages inside the signed-in layout, which renders them only once the user is known. */
export function useCurrentUser(): CurrentUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser is used outside the signed-in layout');
  return user;
}
