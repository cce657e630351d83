import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { usePageTitle } from '../../components/use-page-title';
import { useCurrentUser } from '../../components/session-context';
import { retryBusinessInfo, useBusinessInfoState } from '../../components/business-info';
import { InfoCards } from './info-cards';
import { RetryAlert } from '../../components/retry-alert';

// The queue is its own chunk: the welcome and the cards show without waiting for it (issue 14).
const WorkQueue = lazy(() => import('./work-queue'));

/** /dashboard: a welcome, the work waiting for this person (issue 15), and the business's contact and service information. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useCurrentUser();
  const business = useBusinessInfoState();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Welcome, {user.first_name}</Title>
        <Text c="dimmed">What is waiting, then how to reach us, when we inspect and where.</Text>
      </div>
      <Suspense fallback={<Skeleton height={120} radius="md" />}>
        <WorkQueue />
      </Suspense>
      {business.status === 'ready' && <InfoCards info={business.info} />}
      {business.status === 'loading' && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={140} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {business.status === 'error' && (
        <RetryAlert title="Contact details unavailable" message={business.message} onRetry={retryBusinessInfo} />
      )}
    </Stack>
  );
}
