import { Container, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicPage } from '../../components/public-page';

/** The narrow card the public payment pages sit in; it fits a 320 px phone. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <PublicPage>
      <Container size={560} py={{ base: 'lg', sm: 48 }} px="md">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <Stack gap="md">{children}</Stack>
        </Paper>
      </Container>
    </PublicPage>
  );
}
