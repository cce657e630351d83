import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { BookReply } from '#shared/booking.js';

/** The success screen, step 8 of 8 (product/portal.md §2). */
export function OrderSuccess({ booking }: { booking: BookReply['booking'] }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md" align="flex-start">
        <Text size="sm" c="dimmed">
          Step 8 of 8
        </Text>
        <Group gap="sm">
          <ThemeIcon color="teal" size="lg" radius="xl" aria-hidden>
            <IconCircleCheck size={22} />
          </ThemeIcon>
          <Title order={2} id="order-step-heading" tabIndex={-1}>
            Inspection ordered
          </Title>
        </Group>
        <Text>
          {booking.property_address} for {booking.client_name}, ${booking.total_price.toLocaleString('en-US')}. We have emailed you a
          confirmation; we will confirm one of your dates and send your client the agreement to sign.
        </Text>
        <Group>
          <Button component={Link} to="/my-inspections">
            My inspections
          </Button>
          <Button component={Link} to="/dashboard" variant="default">
            Dashboard
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
