import { Box, Card, Stack, Table, Text } from '@mantine/core';
import { memo } from 'react';
import type { Listing } from '#shared/open-house.js';
import { formatFacts, formatHours, formatPrice } from './format-open-house';
import { ListingActions, ListingNotes, MlsLink } from './listing-parts';
import { useOneMoreAfterEachPaint } from '../../components/use-one-more-after-each-paint';

interface Props {
  listings: readonly Listing[];
  date: string;
  isWide: boolean;
  selected: string | null;
  onShow: (mls: string) => void;
  labelledBy: string;
}

const SELECTED_BG = 'var(--mantine-color-orange-0)';
// A card off screen is not laid out or painted until it nears the screen (it stays in the
// accessibility tree and find-in-page): laying out a hundred cards at once was one task of
// 330-520 ms on a phone (D-212). The size is a card's usual height until it has been drawn once.
const DRAWN_WHEN_NEAR = { contentVisibility: 'auto', containIntrinsicSize: 'auto 230px' } as const;
/** Listings committed per task: a hundred at once were one task of 150-800 ms on a phone (D-212). */
const PER_TASK = 25;
/**
 * The first task commits only what a phone's screen shows (two or three cards): it comes with
 * the map's box, the count and the heading, and 25 cards more made it one of 140-390 ms (D-245).
 */
const FIRST_TASK = 4;

/** The date's open houses: a table on wide screens, cards on phones. The accessible view of what the map shows. */
export function ListingList({ listings, date, isWide, selected, onShow, labelledBy }: Props) {
  // `onShow` must be stable (a useCallback): each item is memoised, so a page that arrives or a
  // new selection redraws only the items it changed.
  const parts = useOneMoreAfterEachPaint(1 + Math.ceil(Math.max(0, listings.length - FIRST_TASK) / PER_TASK));
  const drawn = listings.slice(0, FIRST_TASK + (parts - 1) * PER_TASK);
  if (!isWide) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={labelledBy}>
        {drawn.map((listing) => (
          <ListingCard key={listing.mls_number} listing={listing} date={date} isSelected={selected === listing.mls_number} onShow={onShow} />
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped withTableBorder verticalSpacing="sm" bg="white" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Open</Table.Th>
            <Table.Th scope="col">Property</Table.Th>
            <Table.Th scope="col">Price</Table.Th>
            <Table.Th scope="col">Agent</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {drawn.map((listing) => (
            <ListingRow key={listing.mls_number} listing={listing} date={date} isSelected={selected === listing.mls_number} onShow={onShow} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface ItemProps {
  listing: Listing;
  date: string;
  isSelected: boolean;
  onShow: (mls: string) => void;
}

const ListingCard = memo(function ListingCard({ listing, date, isSelected, onShow }: ItemProps) {
  return (
    <Card component="li" withBorder radius="md" padding="md" bg={isSelected ? SELECTED_BG : undefined} style={DRAWN_WHEN_NEAR}>
      <Text size="sm" fw={600} c="brand.8">
        {formatHours(listing.start_time, listing.end_time)}
      </Text>
      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
        {listing.address}
      </Text>
      <Text size="sm">
        {[formatPrice(listing.price), formatFacts(listing)].filter(Boolean).join(' · ')}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {listing.agent_name}
        {listing.broker_name && ` · ${listing.broker_name}`}
      </Text>
      <MlsLink listing={listing} />
      <ListingNotes listing={listing} />
      <Box mt="sm">
        <ListingActions listing={listing} date={date} isSelected={isSelected} onShow={onShow} />
      </Box>
    </Card>
  );
});

const ListingRow = memo(function ListingRow({ listing, date, isSelected, onShow }: ItemProps) {
  return (
    <Table.Tr bg={isSelected ? SELECTED_BG : undefined}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatHours(listing.start_time, listing.end_time)}</Table.Td>
      <Table.Td>
        <Text fw={600}>{listing.address}</Text>
        <Text size="sm">{formatFacts(listing)}</Text>
        <MlsLink listing={listing} />
        <ListingNotes listing={listing} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPrice(listing.price)}</Table.Td>
      <Table.Td>
        <Text size="sm">{listing.agent_name}</Text>
        {listing.broker_name && (
          <Text size="sm" c="dimmed">
            {listing.broker_name}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <ListingActions listing={listing} date={date} isSelected={isSelected} onShow={onShow} />
      </Table.Td>
    </Table.Tr>
  );
});
