import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { useAllPages } from '../../components/use-all-pages';
import { formatDay } from '../../lib/format-date';
import { countOf } from './format-open-house';
import { describeLoading, describeShowing, hasFilters, noFilters, noOpenHousesFor, toListingParams, type ListingFilters } from './listing-filters';
import { ListingFiltersForm } from './listing-filters-form';
import { ListingList } from './listing-list';
import { ListingsMap } from './listings-map';
import { findListingsPage } from './open-house-api';

interface Props {
  date: string;
  /** How many listings the date holds (the dates list's count), for "312 of 1,204". */
  listingCount: number;
  filters: ListingFilters;
  onFilters: (filters: ListingFilters) => void;
  isWide: boolean;
}

const MAP_ID = 'open-house-map';
/** Cards or rows drawn at a time: a busy weekend holds hundreds of open houses. */
const PAGE = 100;
/** Typing a price waits this long before the server is asked again. */
const FILTER_WAIT_MS = 400;

/**
 * One date's open houses: the filters, the map of those with coordinates, and the list.
 * Mounted per date. The server filters and sends the date a page at a time (D-201); every
 * page is asked for, so the map and the list end up holding every match, and both are
 * usable while the rest arrive.
 */
export function DateListings({ date, listingCount, filters, onFilters, isWide }: Props) {
  const [asked] = useDebouncedValue(filters, FILTER_WAIT_MS);
  const params = useMemo(() => toListingParams(asked), [asked]);
  const listKey = `${date}?${JSON.stringify(params)}`;
  const fetchPage = useCallback((cursor: string | undefined, signal: AbortSignal) => findListingsPage(date, params, cursor, signal), [date, params]);
  const { items: shown, hasFirst, isComplete, error, retry } = useAllPages(fetchPage, listKey);
  const [selected, setSelected] = useState<string | null>(null);
  const [limit, setLimit] = useState(PAGE);
  // Stable, so the list's memoised items are not all redrawn on every render (D-212).
  const showOnMap = useCallback((mls: string) => {
    setSelected(mls);
    document.getElementById(MAP_ID)?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, []);
  const routable = useMemo(() => shown.filter((listing) => listing.routable), [shown]);
  const day = formatDay(date);
  const isFiltered = hasFilters(asked);
  // The dates list's count can be a moment old: never fewer than what arrived.
  const total = Math.max(listingCount, shown.length);

  if (isComplete && shown.length === 0 && !isFiltered && !hasFilters(filters)) {
    return (
      <Text role="status" fw={600}>
        {noOpenHousesFor(day)}
      </Text>
    );
  }

  const changeFilters = (next: ListingFilters) => {
    setLimit(PAGE);
    onFilters(next);
  };

  return (
    <Stack gap="md">
      {/* The form stays while a new filter loads, so typing goes on where it was. */}
      <ListingFiltersForm filters={filters} onChange={changeFilters} />
      {!hasFirst ? (
        error ? (
          <RetryAlert title="Could not load the open houses" message={error} onRetry={retry} />
        ) : (
          <PageLoader label="Loading the open houses…" />
        )
      ) : (
        <>
          {/* Announced twice only: when loading starts and when every page has come; the count below moves silently. */}
          <Text role="status" size="sm" fw={600}>
            {isComplete ? describeShowing(shown.length, total) : 'Loading the open houses…'}
          </Text>
          {!isComplete && !error && (
            <Group gap="xs" aria-hidden>
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                {describeLoading(shown.length, total, isFiltered)}
              </Text>
            </Group>
          )}
          {error && <RetryAlert title="Not every open house has loaded" message={error} onRetry={retry} />}
          {routable.length > 0 || !isComplete ? (
            <ListingsMap id={MAP_ID} label={`Map of ${countOf(routable.length, 'open house')} on ${day}`} listings={routable} selected={selected} onSelect={setSelected} />
          ) : (
            shown.length > 0 && (
              <Text size="sm" c="dimmed">
                None of these open houses has coordinates, so there is no map.
              </Text>
            )
          )}
          <Title order={2} size="h3" id="open-house-list">
            Open houses on {day}
          </Title>
          {shown.length === 0 ? (
            isComplete && (
              <Stack gap="xs" align="flex-start">
                <Text>No open houses match these filters.</Text>
                {hasFilters(filters) && (
                  <Button variant="default" size="xs" onClick={() => changeFilters(noFilters)}>
                    Clear filters
                  </Button>
                )}
              </Stack>
            )
          ) : (
            <ListingList listings={shown.slice(0, limit)} date={date} isWide={isWide} selected={selected} onShow={showOnMap} labelledBy="open-house-list" />
          )}
          {shown.length > limit && (
            <Button variant="default" onClick={() => setLimit((count) => count + PAGE)} style={{ alignSelf: 'flex-start' }}>
              Show {Math.min(PAGE, shown.length - limit)} more
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
