import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicHeader } from './public-header';
import { SiteFooter } from './site-footer';

/**
 * The frame of every page outside the signed-in layout: header, main landmark, footer. The main
 * part is at least a screen tall, so the footer starts below the fold: on a phone it is half a
 * screen tall, and a page whose data arrived after the paint pushed it down in view (CLS 0.08
 * on /checkout/{id}, D-212).
 */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Box component="main" id="main" tabIndex={-1} mih="100dvh" style={{ flex: 1 }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
