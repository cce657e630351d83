import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { usePageTitle } from '../../components/use-page-title';
import { useCurrentUser } from '../../components/session-context';
import { retryBusinessInfo, useBusinessInfoState } from '../../components/business-info';
import { InfoCards } from './info-cards';
import { RetryAlert } from '../../components/retry-alert';
import { PAGE_SHELLS } from '../../components/page-shells';

// The queue is its own chunk: the welcome shows without waiting for it (issue 14).
const WorkQueue = lazy(() => import('./work-queue'));

/** /dashboard: a welcome, the work waiting for this person (issue 15), and the business's contact and service information. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const user = useCurrentUser();
  const business = useBusinessInfoState();
  // The cards come once the queue above them has its height: drawn earlier, they would be
  // pushed down the screen when it arrives (a layout shift a phone feels, D-182).
  const [isQueueSettled, setQueueSettled] = useState(false);
  const settle = useCallback(() => setQueueSettled(true), []);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>
          {PAGE_SHELLS.dashboard.title}, {user.first_name}
        </Title>
        <Text c="dimmed">{PAGE_SHELLS.dashboard.description}</Text>
      </div>
      <Suspense fallback={<Skeleton height={120} radius="md" />}>
        <WorkQueue onSettled={settle} />
      </Suspense>
      {isQueueSettled && business.status === 'ready' && <InfoCards info={business.info} />}
      {isQueueSettled && business.status === 'loading' && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={140} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {isQueueSettled && business.status === 'error' && (
        <RetryAlert title="Contact details unavailable" message={business.message} onRetry={retryBusinessInfo} />
      )}
    </Stack>
  );
}
