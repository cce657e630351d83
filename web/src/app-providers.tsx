import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, StrictMode, Suspense, useState, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

/** What wraps the router in the browser and in the build's renderer alike, so hydration matches. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      {/* Light only: the CSP forbids the inline script that would restore a saved colour scheme before paint. */}
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        <NotificationsOnFirstUse />
        {children}
      </MantineProvider>
    </StrictMode>
  );
}

const NotificationsHost = lazy(() => import('./notifications-host').then((m) => ({ default: m.NotificationsHost })));

/**
 * The container is loaded when the first notification is shown, not with the app (D-243):
 * `notifications.show` only fills Mantine's store, and the container draws what the store
 * holds once it mounts. Once there it stays, so later notifications appear at once.
 */
function NotificationsOnFirstUse() {
  const { notifications, queue } = useNotifications();
  const [isWanted, setIsWanted] = useState(false);
  // Setting one's own state while rendering is React's way to derive it from a change.
  if (!isWanted && notifications.length + queue.length > 0) setIsWanted(true);
  return isWanted ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}
