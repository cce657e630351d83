import { Alert, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMessagePlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatClock, type RouteStop } from '#shared/route-planner.js';
import { progressMessages, type ProgressRequest } from '#shared/route-planner-progress.js';
import { useBusinessInfo } from '../../components/business-info';
import { formatDay } from '../../lib/format-date';
import { clockIn, countdownOf, currentIndex, type StopStatus } from './follow-progress';
import { readProgress, storeProgress, type FollowedRoute } from './follow-store';
import { FollowStops } from './follow-stops';
import { ReplanPanel } from './replan-panel';
import { directionsHref, logContactHref } from './route-links';
import { markStops } from './route-planner-api';

/** The countdown moves every 30 seconds: minutes are what a driver reads. */
const TICK_MS = 30_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const windowText = (stop: RouteStop) => `Open ${formatClock(stop.window_start)} to ${formatClock(stop.window_end)}`;

/**
 * One stop at a time, made for a phone: the current stop, its countdown and actions, the next stop,
 * progress, and re-planning. A saved route's marks go to the server (D-228): another device opening
 * it, or a reload, sees them; an unsaved route keeps them in this tab.
 */
export function FollowView({ followed, onChange }: { followed: FollowedRoute; onChange: (followed: FollowedRoute) => void }) {
  const { route, date, routeId } = followed;
  const [progress, setProgress] = useState<Record<string, StopStatus>>(() => (routeId ? (followed.progress ?? {}) : readProgress(followed)));
  const [markError, setMarkError] = useState<string | null>(null);
  // The server's answer (a reload's fetch, a re-plan) replaces what this page had: adjusted
  // while rendering, as React advises for state that follows a prop.
  const [shown, setShown] = useState(followed);
  if (shown !== followed) {
    setShown(followed);
    if (followed.routeId) setProgress(followed.progress ?? {});
  }
  const timeZone = useBusinessInfo()?.time_zone ?? 'America/Chicago';
  const now = clockIn(timeZone, useNow());
  const index = currentIndex(route, progress);
  const current = index >= 0 ? route[index] : undefined;
  const next = index >= 0 ? route[index + 1] : undefined;
  const done = route.filter((stop) => progress[stop.listing.mls]).length;
  const visited = route.filter((stop) => progress[stop.listing.mls] === 'visited').length;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const latestMark = useRef(0);
  const marksOnTheirWay = useRef(new Set<Promise<void>>());

  /** Shown at once; a saved route's marks are then kept by the server, or taken back with the reason. */
  const save = (updated: Record<string, StopStatus>, stops: ProgressRequest['stops']) => {
    const before = progress;
    setProgress(updated);
    setMarkError(null);
    if (!routeId) return storeProgress(followed, updated);
    // Sent at once (the server merges marks that cross); a re-plan waits for those on their way.
    // Two quick taps show only the last answer.
    const call = ++latestMark.current;
    const sent = markStops(routeId, { stops });
    const settled = sent.then(
      () => undefined,
      () => undefined,
    );
    marksOnTheirWay.current.add(settled);
    void settled.then(() => marksOnTheirWay.current.delete(settled));
    sent
      .then((reply) => call === latestMark.current && onChange({ ...followed, progress: reply.progress }))
      .catch((caught: unknown) => {
        if (call !== latestMark.current) return;
        setProgress(before);
        setMarkError(caught instanceof Error ? caught.message : progressMessages.progressFailed);
      });
  };
  const mark = (status: StopStatus) => {
    if (!current) return;
    save({ ...progress, [current.listing.mls]: status }, [{ mls: current.listing.mls, status }]);
    // The next stop replaces this one: the focus follows, so a screen reader reads it.
    headingRef.current?.focus();
  };
  const restart = () => save({}, Object.keys(progress).map((mls) => ({ mls, status: 'open' as const })));
  const replanned = (next: FollowedRoute) => {
    onChange(next);
    headingRef.current?.focus();
  };

  return (
    <Stack gap="md" maw={560}>
      <div>
        <Title order={1}>Follow route</Title>
        <Text c="dimmed">{formatDay(date)}</Text>
      </div>
      <div>
        <Text size="sm" fw={600} id="route-progress-label">
          {done} of {route.length} stops done ({visited} visited)
        </Text>
        <Progress.Root mt={4}>
          <Progress.Section value={(done / route.length) * 100} aria-labelledby="route-progress-label" />
        </Progress.Root>
      </div>
      {current ? (
        <Card withBorder padding="md" component="section" aria-labelledby="current-stop-title">
          <Text size="sm" c="dimmed">
            Stop {index + 1} of {route.length}
          </Text>
          <Title order={2} size="h3" id="current-stop-title" ref={headingRef} tabIndex={-1}>
            {current.listing.address}
          </Title>
          <Group gap="xs" mt={4}>
            <Text size="sm">{windowText(current)}</Text>
            {current.contacted && <Badge color="teal.9">Contacted</Badge>}
          </Group>
          <Text size="sm">
            Planned visit {formatClock(current.visit_start)} to {formatClock(current.visit_end)} · {current.listing.agentName}
          </Text>
          <Text fw={700} mt="xs" role="timer" aria-live="off">
            {countdownOf(current, now, date)}
          </Text>
          <Stack gap="xs" mt="md">
            <Button component="a" href={directionsHref(current)} target="_blank" rel="noopener noreferrer" size="md" leftSection={<IconExternalLink size={18} aria-hidden />}>
              Navigate
            </Button>
            <Button component={Link} to={logContactHref(date, current)} size="md" variant="light" leftSection={<IconMessagePlus size={18} aria-hidden />}>
              Log Contact
            </Button>
            <Group grow gap="xs">
              <Button size="md" color="teal.9" onClick={() => mark('visited')}>
                Mark visited
              </Button>
              <Button size="md" variant="default" onClick={() => mark('skipped')}>
                Skip
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : (
        <Card withBorder padding="md" component="section" aria-labelledby="current-stop-title">
          <Title order={2} size="h3" id="current-stop-title" ref={headingRef} tabIndex={-1}>
            Route complete
          </Title>
          <Text>
            You visited {visited} of {route.length} open houses.
          </Text>
          <Group mt="sm" gap="xs">
            <Button variant="default" onClick={restart}>
              Start over
            </Button>
            <Button component={Link} to="/route-planner">
              Back to the planner
            </Button>
          </Group>
        </Card>
      )}
      {markError && (
        <Alert color="red" role="alert" title={progressMessages.progressFailed}>
          {markError}
        </Alert>
      )}
      {next && (
        <Card withBorder padding="sm" component="section" aria-label="Next stop">
          <Text size="sm" c="dimmed">
            Next stop · {next.travel_time_minutes} min drive
          </Text>
          <Text fw={700}>{next.listing.address}</Text>
          <Text size="sm">{windowText(next)}</Text>
        </Card>
      )}
      <ReplanPanel followed={followed} progress={progress} marksSent={() => Promise.all(marksOnTheirWay.current)} onReplanned={replanned} />
      <FollowStops route={route} progress={progress} />
    </Stack>
  );
}
