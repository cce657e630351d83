import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { forgetBootFetches } from '../boot-fetches';
import { RouteProgress } from '../components/route-progress';
import { SkipLink } from '../components/skip-link';
import { SessionProvider } from '../components/session-provider';

/** The root route: the session, the skip link and what every page shares. */
export function AppRoot() {
  return (
    <SessionProvider>
      <SkipLink />
      <RouteProgress />
      <FocusMainOnNavigate />
      <ForgetBootFetchesAfterFirstView />
      <Outlet />
      <ScrollRestoration />
    </SessionProvider>
  );
}

/**
 * A client-side navigation does not tell a screen reader that the page changed;
 * moving focus to the new page's main landmark does (and restarts Tab order there).
 */
function FocusMainOnNavigate() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}

/**
 * The boot script's early GETs (D-181) answer the first page view only. Its effect runs before
 * the next page's (it precedes the Outlet), so that page asks afresh. Not a router.subscribe in
 * main.tsx: see D-195.
 */
function ForgetBootFetchesAfterFirstView() {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) forgetBootFetches();
  }, [key]);
  return null;
}
