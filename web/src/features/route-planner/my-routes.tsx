import { Button, Group, Stack, Text } from '@mantine/core';
import { routeMessages, type SavedRouteEntry } from '#shared/route-planner.js';
import { AppModal } from '../../components/app-modal';
import { LoadMore } from '../../components/load-more';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { usePagedList } from '../../components/use-paged-list';
import { formatDay, formatInstant } from '../../lib/format-date';
import { findMyRoutesPage } from './route-planner-api';

interface Props {
  opened: boolean;
  onClose: () => void;
  onOpen: (route: SavedRouteEntry) => void;
  onFollow: (route: SavedRouteEntry) => void;
}

/** My Routes (product/outreach.md §2): the admin's saved routes, newest first, a page at a time (D-184); open one or follow it. */
export function MyRoutesModal({ opened, onClose, onOpen, onFollow }: Props) {
  return (
    <AppModal opened={opened} onClose={onClose} title="My Routes" size="lg">
      {opened && <SavedRoutes onOpen={onOpen} onFollow={onFollow} />}
    </AppModal>
  );
}

function SavedRoutes({ onOpen, onFollow }: Pick<Props, 'onOpen' | 'onFollow'>) {
  const list = usePagedList(findMyRoutesPage, '');
  const { items: routes, error, reload } = list;
  if (error) return <RetryAlert message={error} onRetry={reload} />;
  if (!routes) return <PageLoader label="Loading your routes…" />;
  if (routes.length === 0) return <Text role="status">{routeMessages.noSavedRoutes}</Text>;
  return (
    <Stack gap="md">
      <Stack gap="sm" component="ul" aria-label="Saved routes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {routes.map((route) => (
          <li key={route.id}>
            <Group justify="space-between" gap="xs">
              <div>
                <Text fw={700}>{route.route_name}</Text>
                <Text size="sm" c="dimmed">
                  {formatDay(route.date)} · {route.parameters.summary.total_stops} stops · saved {formatInstant(route.created_at)}
                </Text>
              </div>
              <Group gap="xs">
                <Button size="xs" onClick={() => onOpen(route)} aria-label={`Open ${route.route_name}`}>
                  Open
                </Button>
                <Button size="xs" variant="default" onClick={() => onFollow(route)} aria-label={`Follow ${route.route_name}`}>
                  Follow
                </Button>
              </Group>
            </Group>
          </li>
        ))}
      </Stack>
      <LoadMore noun="routes" nounOne="route" shown={routes.length} hasMore={list.hasMore} isLoading={list.isLoadingMore} error={list.moreError} onLoadMore={list.loadMore} />
    </Stack>
  );
}
