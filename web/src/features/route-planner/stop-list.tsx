import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconExternalLink, IconMessagePlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatClock, type RouteStop } from '#shared/route-planner.js';
import { directionsHref, logContactHref } from './route-links';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function facts(stop: RouteStop): string {
  const { price, beds, baths, sqft } = stop.listing;
  return [
    price === null ? null : money.format(price),
    beds === null ? null : `${beds} bd`,
    baths === null ? null : `${baths} ba`,
    sqft === null ? null : `${sqft.toLocaleString('en-US')} sq ft`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The stops in order (product/outreach.md §2): times, travel, distance to the next, Log Contact and Maps; contacted ones marked (§4). */
export function StopList({ route, date }: { route: RouteStop[]; date: string }) {
  return (
    <Stack gap="sm" component="ol" aria-label="Stops in visiting order" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {route.map((stop, index) => (
        <Card key={stop.listing.mls} component="li" withBorder padding="sm" aria-label={`Stop ${index + 1}: ${stop.listing.address}`}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text fw={700}>
                {index + 1}. {stop.listing.address}
              </Text>
              <Text size="sm">
                Arrive {formatClock(stop.arrival_time)} · visit {formatClock(stop.visit_start)} to {formatClock(stop.visit_end)}
              </Text>
              <Text size="sm" c="dimmed">
                Open {formatClock(stop.window_start)} to {formatClock(stop.window_end)} · {stop.travel_time_minutes} min drive ·{' '}
                {index === route.length - 1 ? 'last stop' : `${stop.distance_to_next} mi to the next`}
              </Text>
              <Text size="sm" c="dimmed">
                {stop.listing.agentName} · MLS {stop.listing.mls}
                {facts(stop) ? ` · ${facts(stop)}` : ''}
              </Text>
            </div>
            {stop.contacted && (
              <Badge color="teal.9" leftSection={<IconCheck size={12} aria-hidden />} style={{ flexShrink: 0 }}>
                Contacted
              </Badge>
            )}
          </Group>
          <Group gap="xs" mt="xs">
            <Button component={Link} to={logContactHref(date, stop)} size="xs" variant="light" leftSection={<IconMessagePlus size={16} aria-hidden />} aria-label={`Log Contact at ${stop.listing.address}`}>
              Log Contact
            </Button>
            <Button
              component="a"
              href={directionsHref(stop)}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              variant="default"
              leftSection={<IconExternalLink size={16} aria-hidden />}
              aria-label={`Maps: directions to ${stop.listing.address} (opens in a new tab)`}
            >
              Maps
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
