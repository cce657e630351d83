import { Button, DataList, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatMoney } from '#shared/booking.js';
import { reportMessages, type ReportBooking } from '#shared/reports.js';

/** product/outreach.md §2: an unpaid report is held behind this card (never shown to admins, §4). */
export function PaymentRequiredCard({ booking }: { booking: ReportBooking }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={620} shadow="xs">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" color="brand.7" aria-hidden>
            <IconLock size={22} />
          </ThemeIcon>
          <Title order={2}>Payment Required</Title>
        </Group>
        <Text>{reportMessages.paymentRequired}</Text>
        <DataList orientation="horizontal" labelWidth={120} withDivider>
          <DataList.Item>
            <DataList.ItemLabel>Report cost</DataList.ItemLabel>
            <DataList.ItemValue fw={700}>{formatMoney(booking.total_price)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Property</DataList.ItemLabel>
            <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{booking.property_address}</DataList.ItemValue>
          </DataList.Item>
        </DataList>
        <Group gap="sm">
          {/* A full navigation, not a fetch: the server answers with a redirect to the checkout page. */}
          <Button component="a" href={`/api/agent-payment/${encodeURIComponent(booking.id)}`}>
            Proceed to Payment
          </Button>
          <Button component={Link} to="/my-inspections" variant="default">
            Back to Inspections
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
