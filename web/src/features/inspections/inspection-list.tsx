import { ActionIcon, Badge, Card, Collapse, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { Fragment, lazy, Suspense, useState } from 'react';
import type { Inspection } from '#shared/inspections.js';
import { PageLoader } from '../../components/page-loader';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';
import { formatDay } from '../../lib/format-date';
import type { RowActions } from './inspection-details';
import { OptionDeadline } from './option-deadline-text';

// A row's details (the report panel, the admin's schedule and option-period editors) are a chunk
// of their own, asked for once the list is on screen: the list paints without waiting for them (D-245).
const loadDetails = () => import('./inspection-details');
const InspectionDetails = lazy(() => loadDetails().then((module) => ({ default: module.InspectionDetails })));

function Details({ inspection, actions }: { inspection: Inspection; actions: RowActions }) {
  return (
    <Suspense fallback={<PageLoader label="Loading the details…" />}>
      <InspectionDetails inspection={inspection} actions={actions} />
    </Suspense>
  );
}

interface Props {
  inspections: Inspection[];
  isWide: boolean;
  actions: RowActions;
}

const dateOf = (item: Inspection) => (item.inspection_date ? `${formatDay(item.inspection_date)} ${item.inspection_time ?? ''}` : 'Not assigned');
// Filled dark teal and outlined gray: Mantine's light green badge is 3.8:1, below WCAG's 4.5:1.
const yesNo = (value: string | null, yes: string) => (
  <Badge color={value ? 'teal.9' : 'gray.7'} variant={value ? 'filled' : 'outline'}>
    {value ? yes : 'No'}
  </Badge>
);

// Step 6 at a glance; Paid (step 8) has its own column.
const reportBadge = (
  <Badge color="blue.9" variant="outline" size="sm">
    Report ready
  </Badge>
);

function ToggleButton({ item, isOpen, onToggle }: { item: Inspection; isOpen: boolean; onToggle: () => void }) {
  return (
    <ActionIcon variant="subtle" onClick={onToggle} aria-expanded={isOpen} aria-controls={`details-${item.id}`} aria-label={`${isOpen ? 'Hide' : 'Show'} details for ${item.property_address}`}>
      {isOpen ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
    </ActionIcon>
  );
}

/** product/portal.md §2: columns Date, Address, Client, Paid, Signed; below 1280 px, cards. Rows expand for details. */
export function InspectionList({ inspections, isWide, actions }: Props) {
  const [open, setOpen] = useState<Set<string>>(new Set());
  useAfterFirstPaint(loadDetails);
  const toggle = (id: string) => setOpen((current) => {
    const next = new Set(current);
    if (!next.delete(id)) next.add(id);
    return next;
  });

  if (!isWide) {
    return (
      <Stack gap="sm">
        {inspections.map((item) => (
          <Card key={item.id} withBorder padding="md" component="article" aria-label={item.property_address}>
            <Group justify="space-between" wrap="nowrap" align="start">
              <div>
                <Text fw={600}>{item.property_address}</Text>
                <Text size="sm">{item.client_full_name}</Text>
                <Text size="sm" c="dimmed">{dateOf(item)}</Text>
                <OptionDeadline inspection={item} />
              </div>
              <ToggleButton item={item} isOpen={open.has(item.id)} onToggle={() => toggle(item.id)} />
            </Group>
            <Group gap="xs" mt="xs">
              <Text size="sm">Paid</Text> {yesNo(item.paid_at, 'Paid')}
              <Text size="sm">Signed</Text> {yesNo(item.contract_signed_at, 'Signed')}
              {item.report_uploaded_at && reportBadge}
              {item.cancelled_at && <Badge color="red">Cancelled</Badge>}
            </Group>
            <Collapse expanded={open.has(item.id)} id={`details-${item.id}`}>
              {open.has(item.id) && <Details inspection={item} actions={actions} />}
            </Collapse>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Address</Table.Th>
          <Table.Th>Client</Table.Th>
          <Table.Th>Paid</Table.Th>
          <Table.Th>Signed</Table.Th>
          <Table.Th>
            <VisuallyHidden>Details</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {inspections.map((item) => (
          <Fragment key={item.id}>
            <Table.Tr>
              <Table.Td>
                {dateOf(item)}
                <OptionDeadline inspection={item} size="xs" />
              </Table.Td>
              <Table.Td>
                {item.property_address} {item.report_uploaded_at && reportBadge} {item.cancelled_at && <Badge color="red" size="sm">Cancelled</Badge>}
              </Table.Td>
              <Table.Td>{item.client_full_name}</Table.Td>
              <Table.Td>{yesNo(item.paid_at, 'Paid')}</Table.Td>
              <Table.Td>{yesNo(item.contract_signed_at, 'Signed')}</Table.Td>
              <Table.Td>
                <ToggleButton item={item} isOpen={open.has(item.id)} onToggle={() => toggle(item.id)} />
              </Table.Td>
            </Table.Tr>
            {open.has(item.id) && (
              <Table.Tr id={`details-${item.id}`}>
                <Table.Td colSpan={6} bg="var(--mantine-color-gray-0)">
                  <Details inspection={item} actions={actions} />
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}
