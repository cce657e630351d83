import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formatClock, routeMessages, type RouteStop, type RouteSummary } from '#shared/route-planner.js';
import { formatDay } from '../../lib/format-date';
import { describeQuality } from './route-quality';
import { StopList } from './stop-list';

export interface PlannedRoute {
  route: RouteStop[];
  summary: RouteSummary;
  date: string;
  /** Set once saved (or when opened from My Routes): Follow Route then links the saved route. */
  savedId: string | null;
  savedName: string | null;
}

interface Props {
  planned: PlannedRoute;
  onSave: (name: string) => Promise<void>;
  onFollow: () => void;
  onMap: () => Promise<void>;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </div>
  );
}

/** The summary (product/outreach.md §3) with Save, Follow Route and Generate Map, then the stops. */
export function RouteResult({ planned, onSave, onFollow, onMap }: Props) {
  const { route, summary, date } = planned;
  const [name, setName] = useState(planned.savedName ?? `Open houses ${formatDay(date)}`);
  const [message, setMessage] = useState<{ color: 'red' | 'green'; text: string } | null>(null);
  const [busy, setBusy] = useState<'save' | 'map' | null>(null);

  const run = async (kind: 'save' | 'map', action: () => Promise<void>, success?: string) => {
    setBusy(kind);
    setMessage(null);
    try {
      await action();
      if (success) setMessage({ color: 'green', text: success });
    } catch (caught) {
      setMessage({ color: 'red', text: caught instanceof Error ? caught.message : kind === 'save' ? routeMessages.saveFailed : routeMessages.mapFailed });
    } finally {
      setBusy(null);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (route.length === 0) return setMessage({ color: 'red', text: routeMessages.noRouteToSave });
    void run('save', () => onSave(name), `Saved as “${name.trim()}”.`);
  };
  const follow = () => (route.length === 0 ? setMessage({ color: 'red', text: routeMessages.noRouteToFollow }) : onFollow());

  return (
    <Stack gap="md">
      <Card withBorder padding="md" component="section" aria-labelledby="route-summary-title">
        <Title order={2} size="h3" id="route-summary-title" mb="sm" tabIndex={-1}>
          Route for {formatDay(date)}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
          <Figure label="Stops" value={String(summary.total_stops)} />
          <Figure label="Distance" value={`${summary.total_distance} mi`} />
          <Figure label="Start" value={formatClock(summary.start_time)} />
          <Figure label="End" value={formatClock(summary.end_time)} />
          <Figure label="Listings" value={String(summary.original_count)} />
          <Figure label="After filtering" value={String(summary.filtered_count)} />
        </SimpleGrid>
        <Text fw={600} mt="sm" data-testid="route-quality">
          {describeQuality(summary)}
        </Text>
        <Text size="sm" c="dimmed">
          {summary.total_travel_minutes} minutes of driving.
        </Text>
        <form onSubmit={save} aria-label="Save the route">
          <Group align="flex-end" gap="sm" mt="md">
            <TextInput label="Route name" value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={100} w={{ base: '100%', xs: 280 }} />
            <Button type="submit" loading={busy === 'save'}>
              Save
            </Button>
            <Button variant="light" onClick={follow}>
              Follow Route
            </Button>
            <Button variant="default" loading={busy === 'map'} onClick={() => void run('map', route.length === 0 ? () => Promise.reject(new Error(routeMessages.noRouteToMap)) : onMap)}>
              Generate Map
            </Button>
          </Group>
        </form>
        {message && (
          <Alert color={message.color} mt="sm" role={message.color === 'red' ? 'alert' : 'status'} variant="light">
            {message.text}
          </Alert>
        )}
      </Card>
      {route.length === 0 ? (
        <Text role="status" fw={600}>
          {routeMessages.noRouteGenerated}
        </Text>
      ) : (
        <StopList route={route} date={date} />
      )}
    </Stack>
  );
}
