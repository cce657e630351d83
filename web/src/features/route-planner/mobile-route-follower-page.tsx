import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { routeMessages } from '#shared/route-planner.js';
import { PAGE_SHELLS } from '../../components/page-shells';
import { PageShellBody } from '../../components/page-shell-body';
import { RetryAlert } from '../../components/retry-alert';
import { usePageTitle } from '../../components/use-page-title';
import { FollowView } from './follow-view';
import { parseFollowed, readFollowed, storeFollowed, type FollowedRoute } from './follow-store';
import { findRoute } from './route-planner-api';

/**
 * /mobile-route-follower (product/outreach.md §2): the route from the planner's navigation state,
 * or the saved route in `?route=`, or (after a reload) the one in session storage.
 */
export function MobileRouteFollowerPage() {
  usePageTitle('Follow route');
  return <Follower />;
}

function Follower() {
  const location = useLocation();
  const [params] = useSearchParams();
  const savedId = params.get('route');
  const [followed, setFollowed] = useState<FollowedRoute | null | undefined>(() => {
    const fromState = parseFollowed(location.state);
    if (fromState) return { ...fromState, routeId: savedId };
    const stored = readFollowed();
    if (stored && (!savedId || stored.routeId === savedId)) return stored;
    return savedId ? undefined : null;
  });
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (followed) storeFollowed(followed);
  }, [followed]);
  // A saved route is fetched even when session storage has it: its progress and plan are
  // the server's (another device may have moved them on, D-228), and its stops' contacted
  // marks are as of now (a contact logged from a stop shows on return).
  useEffect(() => {
    if (!savedId) return;
    const controller = new AbortController();
    findRoute(savedId, controller.signal)
      .then((route) => setFollowed({ route: route.route_data, summary: route.parameters.summary, date: route.date, routeId: route.id, progress: route.progress }))
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) setError(caught instanceof Error ? caught.message : routeMessages.loadRouteFailed);
      });
    return () => controller.abort();
  }, [savedId, attempt]);

  // Without a copy to show, a failed load is the page; with one, the copy stays.
  if (error && !followed) return <RetryAlert title={routeMessages.loadRouteFailed} message={error} onRetry={() => (setError(null), setAttempt((n) => n + 1))} />;
  if (followed === undefined) return <PageShellBody {...PAGE_SHELLS.routeFollower} />;
  if (!followed || followed.route.length === 0) {
    return (
      <Stack gap="sm" align="flex-start">
        <Title order={1}>Follow route</Title>
        <Text role="status" fw={600}>
          {routeMessages.noRouteToFollow}
        </Text>
        <Button component={Link} to="/route-planner">
          Plan a route
        </Button>
      </Stack>
    );
  }
  return <FollowView followed={followed} onChange={setFollowed} />;
}
