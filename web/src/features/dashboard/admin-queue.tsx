import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminQueueLine, DashboardReply, QueueEntry } from '#shared/dashboard.js';
import { Link } from 'react-router-dom';
import { LINE_TEXT, waitedFor } from './queue-texts';
import { resendAgreement, resendPaymentLink } from './dashboard-api';
import { QueueList, QueueRow } from './queue-row';
import { useQueueAction, type QueueAction } from './use-queue-action';

type AdminQueue = NonNullable<DashboardReply['admin']>;

/** Resend right from the queue (issue 15): the two lines whose work is one click. */
const RESEND: Partial<Record<AdminQueueLine['kind'], { label: string; run: (id: string) => Promise<unknown>; done: string }>> = {
  agreements: { label: 'Resend agreement', run: resendAgreement, done: 'Agreement sent again to the client.' },
  payments: { label: 'Resend payment link', run: resendPaymentLink, done: 'Payment link sent again to the client.' },
};

function EntryRow({ kind, entry, action }: { kind: AdminQueueLine['kind']; entry: QueueEntry; action: QueueAction }) {
  const resend = RESEND[kind];
  // A bare date (visits, reports, rosters) is already in the detail: only instants get a "waited".
  const waited = entry.since.length <= 10 ? '' : ` · ${waitedFor(entry.since)}`;
  return (
    <QueueRow
      href={entry.href}
      title={entry.title}
      detail={`${entry.is_overdue ? 'Overdue · ' : ''}${entry.detail}${waited}`}
      detailColor={entry.is_overdue ? 'red.8' : 'dimmed'}
      py={6}
      end={
        resend && (
          <Button size="compact-sm" variant="light" loading={action.busyId === entry.id} disabled={action.busyId !== null} onClick={() => action.run(entry.id, () => resend.run(entry.id), resend.done)} aria-label={`${resend.label}: ${entry.title}`}>
            {resend.label}
          </Button>
        )
      }
    />
  );
}

function LineCard({ line, promiseHours, action }: { line: AdminQueueLine; promiseHours: number; action: QueueAction }) {
  const text = LINE_TEXT[line.kind];
  const title = line.kind === 'reports' ? `Reports not published within ${promiseHours} hours` : text.title;
  const id = `queue-${line.kind}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        <Badge size="lg" variant="filled" aria-label={`${line.count} waiting`}>
          {line.count}
        </Badge>
      </Group>
      <QueueList>
        {line.items.map((entry) => (
          <EntryRow key={entry.id} kind={line.kind} entry={entry} action={action} />
        ))}
      </QueueList>
      <Group justify="space-between" mt="xs" gap="xs">
        <Text size="xs" c="dimmed">
          {line.count > line.items.length ? `The oldest ${line.items.length} of ${line.count}.` : ''}
        </Text>
        <Anchor component={Link} to={text.href} size="sm">
          {text.link}
        </Anchor>
      </Group>
    </Card>
  );
}

/** The admins' queue (issue 15 point 1): the lines with something waiting, then what is clear. */
export function AdminQueueView({ queue, onChanged }: { queue: AdminQueue; onChanged: () => void }) {
  const action = useQueueAction(onChanged);
  const waiting = queue.lines.filter((line) => line.count > 0);
  const clear = queue.lines.filter((line) => line.count === 0);
  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-queue-title">
      <Title order={2} size="h3" id="admin-queue-title">
        Waiting for you
      </Title>
      {waiting.length === 0 ? (
        <Text>Nothing is waiting for you. New orders, unsigned agreements, overdue reports and unpaid requests will show here.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {waiting.map((line) => (
            <LineCard key={line.kind} line={line} promiseHours={queue.report_promise_hours} action={action} />
          ))}
        </SimpleGrid>
      )}
      {waiting.length > 0 && clear.length > 0 && (
        <Text size="sm" c="dimmed">
          Nothing waiting: {clear.map((line) => LINE_TEXT[line.kind].empty.replace(/\.$/, '')).join('; ')}.
        </Text>
      )}
    </Stack>
  );
}
