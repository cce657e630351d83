import { Button, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { useLoaded } from '../../components/use-loaded';
import { formatDay } from '../../lib/format-date';
import { countOf } from './format-open-house';
import { describeShowing, filterListings, hasFilters, noFilters, noOpenHousesFor, type ListingFilters } from './listing-filters';
import { ListingFiltersForm } from './listing-filters-form';
import { ListingList } from './listing-list';
import { ListingsMap } from './listings-map';
import { findListings } from './open-house-api';

interface Props {
  date: string;
  filters: ListingFilters;
  onFilters: (filters: ListingFilters) => void;
  isWide: boolean;
}

const MAP_ID = 'open-house-map';
/** Cards or rows drawn at a time: a busy weekend holds hundreds of open houses. */
const PAGE = 100;

/** One date's open houses: the filters, the map of those with coordinates, and the list. Mounted per date. */
export function DateListings({ date, filters, onFilters, isWide }: Props) {
  const fetcher = useCallback((signal: AbortSignal) => findListings(date, signal), [date]);
  const { data: listings, error, reload } = useLoaded(fetcher);
  const [selected, setSelected] = useState<string | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const shown = useMemo(() => (listings ? filterListings(listings, filters) : []), [listings, filters]);
  const routable = useMemo(() => shown.filter((listing) => listing.routable), [shown]);
  const day = formatDay(date);

  if (error) return <RetryAlert title="Could not load the open houses" message={error} onRetry={reload} />;
  if (!listings) return <PageLoader label="Loading the open houses…" />;
  if (listings.length === 0) {
    return (
      <Text role="status" fw={600}>
        {noOpenHousesFor(day)}
      </Text>
    );
  }

  const showOnMap = (mls: string) => {
    setSelected(mls);
    document.getElementById(MAP_ID)?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  };
  const changeFilters = (next: ListingFilters) => {
    setLimit(PAGE);
    onFilters(next);
  };

  return (
    <Stack gap="md">
      <ListingFiltersForm filters={filters} onChange={changeFilters} />
      <Text role="status" size="sm" fw={600}>
        {describeShowing(shown.length, listings.length)}
      </Text>
      {routable.length > 0 ? (
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
        <Stack gap="xs" align="flex-start">
          <Text>No open houses match these filters.</Text>
          {hasFilters(filters) && (
            <Button variant="default" size="xs" onClick={() => changeFilters(noFilters)}>
              Clear filters
            </Button>
          )}
        </Stack>
      ) : (
        <ListingList listings={shown.slice(0, limit)} date={date} isWide={isWide} selected={selected} onShow={showOnMap} labelledBy="open-house-list" />
      )}
      {shown.length > limit && (
        <Button variant="default" onClick={() => setLimit((count) => count + PAGE)} style={{ alignSelf: 'flex-start' }}>
          Show {Math.min(PAGE, shown.length - limit)} more
        </Button>
      )}
    </Stack>
  );
}
