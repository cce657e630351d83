import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicPage } from '../../../components/public-page';
import { usePageTitle } from '../../../components/use-page-title';

interface AccountFrameProps {
  /** The page's one h1; also the tab title unless `pageTitle` says otherwise. */
  title: string;
  pageTitle?: string;
  /** 460 px like /login for a single form; the signup's five-step progress needs more. */
  width?: number;
  children: ReactNode;
}

/** The signup, verification and password pages: public header and footer, one card like /login's. */
export function AccountFrame({ title, pageTitle, width = 460, children }: AccountFrameProps) {
  usePageTitle(pageTitle ?? title);
  return (
    <PublicPage>
      <Container size={width} px={{ base: 'sm', xs: 'md' }} py={{ base: 'lg', sm: 48 }}>
        <Paper withBorder shadow="xs" radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Title order={1} size="h2">
              {title}
            </Title>
            <div>{children}</div>
          </Stack>
        </Paper>
      </Container>
    </PublicPage>
  );
}
