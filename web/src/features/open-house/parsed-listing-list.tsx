import { Card, Stack, Table, Text } from '@mantine/core';
import type { ParsedListing } from '#shared/open-house.js';
import { capList } from './capped';
import { formatPrice, formatWindow } from './format-open-house';

interface Props {
  listings: readonly ParsedListing[];
  /** The heading that names the list (sample, duplicates). */
  labelledBy: string;
  isWide: boolean;
}

/** Listings as the preview parsed them: a table on wide screens, cards on phones; a long list is cut. */
export function ParsedListingList({ listings, labelledBy, isWide }: Props) {
  const { shown, more } = capList(listings);
  const windowOf = (listing: ParsedListing) => formatWindow(listing.open_house_date, listing.start_time, listing.end_time);
  return (
    <>
      {isWide ? (
        <Table striped withTableBorder verticalSpacing="xs" bg="white" aria-labelledby={labelledBy}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">MLS</Table.Th>
              <Table.Th scope="col">Agent</Table.Th>
              <Table.Th scope="col">Address</Table.Th>
              <Table.Th scope="col">Price</Table.Th>
              <Table.Th scope="col">Open house</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((listing) => (
              <Table.Tr key={`${listing.mls_number}-${listing.open_house_date}`}>
                <Table.Td>{listing.mls_number}</Table.Td>
                <Table.Td>{listing.agent_name}</Table.Td>
                <Table.Td>{listing.address}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPrice(listing.price)}</Table.Td>
                <Table.Td>{windowOf(listing)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={labelledBy}>
          {shown.map((listing) => (
            <Card component="li" key={`${listing.mls_number}-${listing.open_house_date}`} withBorder radius="md" padding="sm">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {listing.address}
              </Text>
              <Text size="sm">
                {formatPrice(listing.price)} · MLS {listing.mls_number}
              </Text>
              <Text size="sm">{windowOf(listing)}</Text>
              <Text size="sm" c="dimmed">
                {listing.agent_name}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
      {more > 0 && (
        <Text size="sm" c="dimmed" mt={4}>
          and {more.toLocaleString('en-US')} more
        </Text>
      )}
    </>
  );
}
