import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CurrentUser } from '#shared/account.js';
import { api } from '../api';
import { fetchCurrentUser } from '../lib/current-user';
import { SessionContext, type Session, type SessionUser } from './session-context';

/** Entries an older version of the app kept in localStorage; logout removes them (product/portal.md §4). */
const STORED_ENTRIES = ['user', 'authToken'];

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ user: SessionUser; fetchedAt: number }>({ user: undefined, fetchedAt: 0 });
  // The navigation effect reads the latest user without re-running when it changes.
  const userRef = useRef<SessionUser>(undefined);
  const location = useLocation();
  const navigate = useNavigate();
  // Set by logout: the user is forgotten once /login has rendered (the effect below). The
  // router commits a navigation in a transition, after navigate() resolves; a null user any
  // earlier lets the signed-in layout's guard redirect itself, with state.from = the page left.
  const isLoggingOutRef = useRef(false);

  const applyUser = useCallback((user: CurrentUser | null) => {
    userRef.current = user;
    setState((previous) => (previous.user === null && user === null ? previous : { user, fetchedAt: Date.now() }));
  }, []);

  const refreshUser = useCallback(async () => {
    const user = await fetchCurrentUser();
    applyUser(user);
    return user;
  }, [applyUser]);

  // product/portal.md §4: fetch on each navigation, except at /login once the state is
  // resolved, and not at all while a user (who always has an email) is loaded.
  useEffect(() => {
    if (isLoggingOutRef.current) {
      isLoggingOutRef.current = false;
      applyUser(null);
      return;
    }
    const current = userRef.current;
    if (current?.email) return;
    if (current === null && location.pathname === '/login') return;
    let isLatest = true;
    void fetchCurrentUser().then((user) => {
      // The page behind the layout renders in slices, not one long task (D-183).
      if (isLatest) startTransition(() => applyUser(user));
    });
    return () => {
      isLatest = false;
    };
  }, [location.key, location.pathname, applyUser]);

  const logout = useCallback(async (options?: { from?: string }) => {
    try {
      await api('/api/logout', { method: 'POST' });
    } catch (error) {
      // product/portal.md §4: a failed logout call is only logged; the browser forgets the user anyway.
      console.error('Logout failed', error);
    }
    try {
      sessionStorage.clear();
      for (const key of STORED_ENTRIES) localStorage.removeItem(key);
    } catch {
      // Storage can be disabled by the browser; there is then nothing to clear.
    }
    // Leave the signed-in layout first, so its guard does not race us to /login.
    isLoggingOutRef.current = true;
    try {
      // `loggedOut` keeps the login page from sending a user who is about to be forgotten on to the dashboard.
      await navigate('/login', { state: { loggedOut: true, ...(options?.from ? { from: options.from } : {}) } });
    } catch (error) {
      // No navigation, so no effect to forget the user: forget it here.
      isLoggingOutRef.current = false;
      applyUser(null);
      throw error;
    }
  }, [applyUser, navigate]);

  const session = useMemo<Session>(
    () => ({ user: state.user, fetchedAt: state.fetchedAt, refreshUser, logout }),
    [state, refreshUser, logout],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
