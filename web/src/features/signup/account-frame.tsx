import { Container, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicPage } from '../../components/public-page';
import { usePageTitle } from '../../components/use-page-title';

interface AccountFrameProps {
  /** The page's one h1; also the tab title unless `pageTitle` says otherwise. */
  title: string;
  pageTitle?: string;
  /** Between the h1 and the card (the signup progress). */
  header?: ReactNode;
  children: ReactNode;
}

/** The signup, verification and password pages: public header and footer, a narrow card. */
export function AccountFrame({ title, pageTitle, header, children }: AccountFrameProps) {
  usePageTitle(pageTitle ?? title);
  return (
    <PublicPage>
      <Container size={600} px={{ base: 'sm', xs: 'md' }} py={{ base: 'lg', sm: 48 }}>
        <Title order={1} mb="md" fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {header}
        <Paper withBorder shadow="xs" radius="md" p={{ base: 'md', xs: 'xl' }}>
          {children}
        </Paper>
      </Container>
    </PublicPage>
  );
}
