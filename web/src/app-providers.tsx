import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { StrictMode, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

/** What wraps the router in the browser and in the build's renderer alike, so hydration matches. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      {/* Light only: the CSP forbids the inline script that would restore a saved colour scheme before paint. */}
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        <Notifications position="top-right" />
        {children}
      </MantineProvider>
    </StrictMode>
  );
}
