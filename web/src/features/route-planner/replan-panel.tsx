import { Alert, Button, Card, NativeSelect, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatClock } from '#shared/route-planner.js';
import { progressMessages, type ReplanRequest } from '#shared/route-planner-progress.js';
import { readDeviceLocation } from './device-location';
import type { StopStatus } from './follow-progress';
import type { FollowedRoute } from './follow-store';
import { replanRoute } from './route-planner-api';

// "Re-plan from here" (product/outreach.md §2 /mobile-route-follower; D-228): when the admin runs
// late, skips a house or one closes early, the server plans the rest of the day from the last stop
// visited (or this device's position, when the admin allows it) and its own clock, and saves it.

type From = 'last' | 'device';

interface ReplanPanelProps {
  followed: FollowedRoute;
  progress: Record<string, StopStatus>;
  /** Settles once the marks already tapped are on the server: the re-plan plans with them. */
  marksSent: () => Promise<unknown>;
  onReplanned: (followed: FollowedRoute) => void;
}

export function ReplanPanel({ followed, progress, marksSent, onReplanned }: ReplanPanelProps) {
  const [from, setFrom] = useState<From>('last');
  const [closing, setClosing] = useState('');
  const [closesAt, setClosesAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const { routeId, route } = followed;
  const lastVisited = route.filter((stop) => progress[stop.listing.mls] === 'visited').at(-1);
  const ahead = route.filter((stop) => !progress[stop.listing.mls]);

  if (!routeId) {
    return (
      <Card withBorder padding="md" component="section" aria-labelledby="replan-title">
        <Title order={2} size="h4" id="replan-title">
          Re-plan from here
        </Title>
        <Text size="sm">{progressMessages.saveFirst}</Text>
        <Button component={Link} to="/route-planner" variant="default" mt="xs">
          Back to the planner
        </Button>
      </Card>
    );
  }

  const replan = async () => {
    if (closing && !closesAt) return setError('Give the time the house closes.');
    setBusy(true);
    setError(null);
    setDone('');
    try {
      const body: ReplanRequest = closing ? { closed_early: [{ mls: closing, closes_at: closesAt }] } : {};
      if (from === 'device') body.position = await readDeviceLocation();
      await marksSent();
      const reply = await replanRoute(routeId, body);
      const { summary } = reply.route.parameters;
      setClosing('');
      setClosesAt('');
      setDone(`Re-planned from ${formatClock(summary.start_time)}: ${reply.planned.length} ${reply.planned.length === 1 ? 'stop' : 'stops'} ahead.`);
      onReplanned({ route: reply.route.route_data, summary, date: reply.route.date, routeId, progress: reply.route.progress });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : progressMessages.replanFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="replan-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="replan-title">
            Running late, or a house closed?
          </Title>
          <Text size="sm">Plan the rest of the day again from now. Visited stops stay done; skipped houses may come back.</Text>
        </div>
        <Radio.Group label="Start from" value={from} onChange={(value) => setFrom(value as From)}>
          <Stack gap={6} mt={4}>
            <Radio value="last" label={lastVisited ? `The last stop visited: ${lastVisited.listing.address}` : 'Where the day started'} />
            <Radio value="device" label="This device’s location (the browser asks first)" />
          </Stack>
        </Radio.Group>
        <NativeSelect
          label="A house closes early (optional)"
          value={closing}
          onChange={(event) => setClosing(event.currentTarget.value)}
          data={[{ value: '', label: 'None' }, ...ahead.map((stop) => ({ value: stop.listing.mls, label: stop.listing.address }))]}
        />
        {closing && <TextInput type="time" label="It closes at" required value={closesAt} onChange={(event) => setClosesAt(event.currentTarget.value)} />}
        <Button size="md" onClick={() => void replan()} loading={busy} leftSection={<IconRoute size={18} aria-hidden />}>
          Re-plan from here
        </Button>
        {error && (
          <Alert color="red" role="alert" title={progressMessages.replanFailed}>
            {error}
          </Alert>
        )}
        <Text role="status" size="sm" fw={600}>
          {busy ? 'Re-planning the rest of the day…' : done}
        </Text>
      </Stack>
    </Card>
  );
}
