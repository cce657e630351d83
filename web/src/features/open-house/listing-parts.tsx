import { Anchor, Badge, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Listing } from '#shared/open-house.js';
import { safeLink } from './format-open-house';
import { WARNING_TEXT } from './stats';

/** The MLS number, linked to the MLS detail page when the listing has one (a new tab). */
export function MlsLink({ listing }: { listing: Listing }) {
  const href = safeLink(listing.detail_link);
  if (!href) return <Text size="sm">MLS {listing.mls_number}</Text>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      MLS {listing.mls_number}
      <IconExternalLink size={14} aria-hidden style={{ marginLeft: 2, verticalAlign: 'text-bottom' }} />
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

/** Gated community, days on market, and the note for a listing the map and routes leave out. */
export function ListingNotes({ listing }: { listing: Listing }) {
  return (
    <>
      {(listing.is_gated || listing.days_on_market !== null) && (
        <Group gap={6} mt={4}>
          {listing.is_gated && (
            <Badge color="grape.9" variant="filled" size="sm">
              Gated
            </Badge>
          )}
          {listing.days_on_market !== null && (
            <Text size="xs" c="dimmed">
              {listing.days_on_market} {listing.days_on_market === 1 ? 'day' : 'days'} on market
            </Text>
          )}
        </Group>
      )}
      {!listing.routable && (
        <Text size="xs" c={WARNING_TEXT} mt={4}>
          No coordinates: not on the map, left out of routes.
        </Text>
      )}
    </>
  );
}

interface ActionsProps {
  listing: Listing;
  date: string;
  isSelected: boolean;
  onShow: (mls: string) => void;
}

/** Show on the map (when it is there) and log a contact with its agent. */
export function ListingActions({ listing, date, isSelected, onShow }: ActionsProps) {
  const contactPath = `/agent-contacts?${new URLSearchParams({ log: 'open-house', date, mls: listing.mls_number })}`;
  return (
    <Group gap={6} wrap="wrap">
      {listing.routable && (
        <Button size="xs" variant={isSelected ? 'filled' : 'light'} leftSection={<IconMapPin size={14} aria-hidden />} onClick={() => onShow(listing.mls_number)} aria-pressed={isSelected}>
          Show on map<VisuallyHidden> {listing.address}</VisuallyHidden>
        </Button>
      )}
      <Button size="xs" variant="default" component={Link} to={contactPath}>
        Log a contact<VisuallyHidden> at {listing.address}</VisuallyHidden>
      </Button>
    </Group>
  );
}
