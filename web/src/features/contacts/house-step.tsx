import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { contactMessages, type TodaysListing } from '#shared/contacts.js';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { useLoaded } from '../../components/use-loaded';
import { formatDay } from '../../lib/format-date';
import { findOpenHouses } from './contacts-api';
import { formatPrice } from './format-contact';

interface HouseStepProps {
  date: string;
  onDate: (date: string) => void;
  onPick: (house: TodaysListing) => void;
  /** A house asked for by the address that is not among the date's listings. */
  missing?: string | null;
}

/** Step 1 of the open-house logger: the day's open houses (spec §4, §7 todays-open-houses). */
export function HouseStep({ date, onDate, onPick, missing }: HouseStepProps) {
  const fetcher = useCallback((signal: AbortSignal) => findOpenHouses(date, signal), [date]);
  const { data: houses, error, reload, isLoading } = useLoaded(fetcher);
  return (
    <Stack gap="md">
      <TextInput type="date" label="Open-house date" w={{ base: '100%', xs: 240 }} value={date} onChange={(event) => event.currentTarget.value && onDate(event.currentTarget.value)} />
      {missing && (
        <Alert color="yellow" role="status">
          MLS {missing} is not among the open houses of {formatDay(date)}. Choose the house below.
        </Alert>
      )}
      {error && <RetryAlert message={error} onRetry={reload} />}
      {isLoading && <PageLoader label="Loading the open houses…" />}
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
    </Stack>
  );
}
