import { Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconRoute } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { dateIn } from '#shared/dates.js';
import { useBusinessInfo } from '../../components/business-info';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { useLoaded } from '../../components/use-loaded';
import { usePageTitle } from '../../components/use-page-title';
import { formatDay } from '../../lib/format-date';
import { chooseDate, dateOptions } from './choose-date';
import { DateListings } from './date-listings';
import { countOf } from './format-open-house';
import { noFilters, type ListingFilters } from './listing-filters';
import { findDates } from './open-house-api';

// Mantine's lg breakpoint: the listings table needs the width left beside the sidebar.
const WIDE_QUERY = '(min-width: 75em)';

/** /open-house-browse: the imported open houses of one date, on a list and a map (product/outreach.md §2 links here), admins only. */
export function OpenHouseBrowsePage() {
  usePageTitle('Open houses');
  return <Browser />;
}

function Browser() {
  const { data: dates, error, reload } = useLoaded(findDates);
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<ListingFilters>(noFilters);
  const timeZone = useBusinessInfo()?.time_zone ?? 'America/Chicago';
  const isWide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });
  const fromUrl = params.get('date');
  const date = dates ? chooseDate(dates, fromUrl, dateIn(timeZone, new Date())) : null;

  // The date opened by default goes into the address too, so a reload or Back returns to it.
  useEffect(() => {
    if (date && date !== fromUrl) setParams({ date }, { replace: true });
  }, [date, fromUrl, setParams]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1}>Open houses</Title>
          <Text c="dimmed">The imported MLS open houses of one date. The list holds them all; the map shows those with coordinates.</Text>
        </div>
        <Button component={Link} to="/open-house-upload" variant="default">
          Import open houses
        </Button>
      </Group>
      {error && !dates && <RetryAlert title="Could not load the open-house dates" message={error} onRetry={reload} />}
      {!dates && !error && <PageLoader label="Loading the open-house dates…" />}
      {dates && date === null && (
        <Text role="status">
          No open houses have been imported yet.{' '}
          <Anchor component={Link} to="/open-house-upload">
            Import the MLS export
          </Anchor>{' '}
          to see them here.
        </Text>
      )}
      {dates && date && (
        <>
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label="Date"
              w={{ base: '100%', xs: 300 }}
              data={dateOptions(dates, date).map((item) => ({
                value: item.date,
                label: `${formatDay(item.date)} (${countOf(item.listing_count, 'listing')})`,
              }))}
              value={date}
              onChange={(event) => setParams({ date: event.currentTarget.value })}
            />
            <Button component={Link} to={`/route-planner?date=${encodeURIComponent(date)}`} variant="light" leftSection={<IconRoute size={18} aria-hidden />}>
              Plan a route for this date
            </Button>
          </Group>
          <DateListings key={date} date={date} listingCount={dates.find((item) => item.date === date)?.listing_count ?? 0} filters={filters} onFilters={setFilters} isWide={isWide} />
        </>
      )}
    </Stack>
  );
}
