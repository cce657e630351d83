import { Card, Text, Title } from '@mantine/core';
import { formatClock, type RouteStop } from '#shared/route-planner.js';
import type { StopStatus } from './follow-progress';

const STATUS_TEXT: Record<StopStatus, string> = { visited: 'visited', skipped: 'skipped' };

/** The whole day at a glance, in order: what is done and what a re-plan put ahead (D-228). */
export function FollowStops({ route, progress }: { route: RouteStop[]; progress: Record<string, StopStatus> }) {
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="all-stops-title">
      <Title order={2} size="h4" id="all-stops-title">
        All stops
      </Title>
      <ol style={{ margin: 0, paddingInlineStart: '1.5rem' }}>
        {route.map((stop) => {
          const status = progress[stop.listing.mls];
          return (
            <li key={stop.listing.mls}>
              <Text size="sm" c={status ? 'dimmed' : undefined} td={status === 'skipped' ? 'line-through' : undefined}>
                {stop.listing.address} · {formatClock(stop.visit_start)}
                {status ? ` · ${STATUS_TEXT[status]}` : ''}
              </Text>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
