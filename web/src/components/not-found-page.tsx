import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { PublicPage } from './public-page';
import { usePageTitle } from './use-page-title';

/** Every path the route table does not hold. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  const { pathname } = useLocation();
  return (
    <PublicPage>
      <Container size="sm" py={64}>
        <Stack gap="md">
          <Text fw={700} c="brand.7" size="lg">
            404
          </Text>
          <Title order={1}>Page not found</Title>
          <Text>
            There is no page at <Text span ff="monospace">{pathname}</Text>. It may have moved, or the address may have
            a typo.
          </Text>
          <Group>
            <Button component={Link} to="/">
              Go to the home page
            </Button>
          </Group>
        </Stack>
      </Container>
    </PublicPage>
  );
}
