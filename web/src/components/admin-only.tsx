import { notifications } from '@mantine/notifications';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { mayOpen } from '#shared/admin-pages.js';
import { useCurrentUser } from './session-context';

export const ADMIN_ONLY_MESSAGE = 'Access denied. Admin privileges required.';

/**
 * Admin pages (product/portal.md §6): the layout wraps every signed-in page in this, so an agent
 * who opens an admin's page (shared/admin-pages.ts, D-241) goes to
 * the dashboard and is told why. The server refuses the data anyway (403); this only spares
 * the agent a page of errors.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  return mayOpen(user, pathname) ? children : <AccessDenied />;
}

function AccessDenied() {
  useEffect(() => {
    // A fixed id: shown once even when the effect runs twice (StrictMode) or the page is opened again.
    notifications.show({
      id: 'admin-only',
      color: 'red',
      message: ADMIN_ONLY_MESSAGE,
      autoClose: 8000,
      closeButtonProps: { 'aria-label': 'Dismiss' },
    });
  }, []);
  return <Navigate to="/dashboard" replace />;
}
