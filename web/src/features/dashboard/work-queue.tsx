import { Skeleton, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { RetryAlert } from '../../components/retry-alert';
import { useCurrentUser } from '../../components/session-context';
import { useLoaded } from '../../components/use-loaded';
import { AdminQueueView } from './admin-queue';
import { AgentQueueView } from './agent-queue';
import { findDashboard } from './dashboard-api';
import { OptionDeadlinesView } from './option-deadlines';

/**
 * What waits for the signed-in person (issue 15), above the info cards. Loaded as its own
 * chunk after the page (issue 14). After an action the queue loads again in place.
 * `onSettled`: the first answer (or failure) is in, so what follows may appear below it
 * without being pushed down (D-182).
 */
export default function WorkQueue({ onSettled }: { onSettled?: () => void }) {
  const user = useCurrentUser();
  const { data, error, isLoading, reload } = useLoaded(findDashboard);
  const isSettled = Boolean(data ?? error);
  useEffect(() => {
    if (isSettled) onSettled?.();
  }, [isSettled, onSettled]);
  if (error) return <RetryAlert title="What is waiting could not load" message={error} onRetry={reload} />;
  if (!data) return <Skeleton height={user.is_admin ? 220 : 120} radius="md" role="status" aria-label="Loading what is waiting" />;
  return (
    <Stack gap="lg" aria-busy={isLoading}>
      {data.admin && data.admin.option_deadlines.length > 0 && <OptionDeadlinesView entries={data.admin.option_deadlines} isAdmin />}
      {!data.admin && data.option_deadlines.length > 0 && <OptionDeadlinesView entries={data.option_deadlines} isAdmin={false} />}
      {data.admin && <AdminQueueView queue={data.admin} onChanged={reload} />}
      {(!data.admin || data.agent.length > 0) && <AgentQueueView items={data.agent} onChanged={reload} />}
    </Stack>
  );
}
