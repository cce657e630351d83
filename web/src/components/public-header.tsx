import { Anchor, Box, Button, Container, Group, Skeleton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSession } from './session-context';
import { useBusinessInfoState } from './business-info';

/** Header of the public pages: the business name (home link) and the Agent Portal button. */
export function PublicHeader() {
  const { user } = useSession();
  const business = useBusinessInfoState();
  return (
    <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          {business.status === 'loading' ? (
            <Skeleton height={20} width={220} aria-hidden />
          ) : (
            <Anchor component={Link} to="/" fw={700} c="brand.8" underline="never" fz={{ base: 'sm', xs: 'lg' }}>
              {business.status === 'ready' ? business.info.name : 'Home'}
            </Anchor>
          )}
          {/* product/portal.md §2: to the dashboard when signed in, otherwise to sign-in. */}
          <Button component={Link} to={user ? '/dashboard' : '/login'} size="sm" style={{ flexShrink: 0 }}>
            Agent Portal
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
