import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { LoadMore } from '../../components/load-more';
import { contactMessages, type TodaysListing } from '#shared/agent-contacts.js';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { usePagedList } from '../../components/use-paged-list';
import { formatDay } from '../../lib/format-date';
import { findOpenHousesPage } from './agent-contacts-api';
import { formatPrice } from './format-contact';

interface HouseStepProps {
  date: string;
  onDate: (date: string) => void;
  onPick: (house: TodaysListing) => void;
  /** A house asked for by the address that is not among the date's listings. */
  missing?: string | null;
}

/** Step 1 of the open-house logger: the day's open houses by start time, a page at a time (product/outreach.md §4, §7 todays-open-houses; D-201). */
export function HouseStep({ date, onDate, onPick, missing }: HouseStepProps) {
  const fetcher = useCallback(({ cursor }: { cursor?: string }, signal: AbortSignal) => findOpenHousesPage(date, cursor, signal), [date]);
  const list = usePagedList(fetcher, date);
  const { items: houses, error, reload, isLoading } = list;
  return (
    <Stack gap="md">
      <TextInput type="date" label="Open-house date" w={{ base: '100%', xs: 240 }} value={date} onChange={(event) => event.currentTarget.value && onDate(event.currentTarget.value)} />
      {missing && (
        <Alert color="yellow" role="status">
          MLS {missing} is not among the open houses of {formatDay(date)}. Choose the house below.
        </Alert>
      )}
      {error && <RetryAlert message={error} onRetry={reload} />}
      {isLoading && !error && <PageLoader label="Loading the open houses…" />}
      {!isLoading && houses && houses.length === 0 && <Text role="status">{contactMessages.noOpenHouses(formatDay(date))}</Text>}
      {!isLoading && houses && houses.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Open houses of ${formatDay(date)}`}>
          {houses.map((house) => (
            <Paper component="li" key={house.mls_number} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={600}>{house.address}</Text>
                  <Text size="sm" c="dimmed">
                    {house.open_house_time} · {house.agent_name} · {formatPrice(house.price)} · MLS {house.mls_number}
                  </Text>
                </div>
                <Button size="sm" variant="light" onClick={() => onPick(house)} aria-label={`Choose ${house.address}`}>
                  Choose
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {!isLoading && houses && houses.length > 0 && (
        <LoadMore noun="open houses" nounOne="open house" shown={houses.length} hasMore={list.hasMore} isLoading={list.isLoadingMore} error={list.moreError} onLoadMore={list.loadMore} />
      )}
    </Stack>
  );
}
