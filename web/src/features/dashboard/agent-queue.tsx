import { Button, Card, Text, Title } from '@mantine/core';
import type { AgentQueueItem } from '#shared/dashboard.js';
import { useNavigate } from 'react-router-dom';
import { smsHref } from '../../components/contact-links';
import { markDone } from './dashboard-api';
import { QueueList, QueueRow } from './queue-row';
import { waitedFor } from './queue-texts';
import { useQueueAction, type QueueAction } from './use-queue-action';

const reminder = (item: AgentQueueItem) =>
  `${smsHref(item.client_phone ?? '')}?&body=${encodeURIComponent(`A reminder to sign the inspection agreement for ${item.title}: the link is in the email and text we sent you.`)}`;

/** The one action that moves the inspection on (issue 15 point 2). */
function ItemAction({ item, action }: { item: AgentQueueItem; action: QueueAction }) {
  const navigate = useNavigate();
  const busy = { loading: action.busyId === item.id, disabled: action.busyId !== null };
  switch (item.kind) {
    case 'sign':
      return item.client_phone ? (
        <Button component="a" href={reminder(item)} size="compact-sm" variant="light" aria-label={`Text the client a reminder: ${item.title}`}>
          Text the client a reminder
        </Button>
      ) : null;
    case 'payment':
      return (
        <Button component="a" href={`/api/agent-payment/${encodeURIComponent(item.id)}`} size="compact-sm" variant="light" aria-label={`Pay for the report: ${item.title}`}>
          Pay for the report
        </Button>
      );
    case 'report':
      return (
        <Button
          size="compact-sm"
          variant="light"
          {...busy}
          aria-label={`Read the report: ${item.title}`}
          onClick={() => void action.run(item.id, () => markDone(item.id), 'Opening the report.').then(() => navigate(`/report/${item.id}`))}
        >
          Read the report
        </Button>
      );
    case 'downloaded':
      return (
        <Button size="compact-sm" variant="light" {...busy} aria-label={`Mark as done: ${item.title}`} onClick={() => void action.run(item.id, () => markDone(item.id), 'Taken off your list.')}>
          Mark as done
        </Button>
      );
  }
}

/** The agent's own inspections that wait on someone, oldest first, each with its action. */
export function AgentQueueView({ items, onChanged }: { items: AgentQueueItem[]; onChanged: () => void }) {
  const action = useQueueAction(onChanged);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="agent-queue-title">
      <Title order={2} size="h3" id="agent-queue-title" mb="xs">
        Your inspections waiting on someone
      </Title>
      {items.length === 0 ? (
        <Text>Nothing is waiting: no unsigned agreement, unread report or pending payment.</Text>
      ) : (
        <QueueList>
          {items.map((item) => (
            <QueueRow key={item.id} href={item.href} title={item.title} detail={`${item.detail} · ${waitedFor(item.since)}`} detailColor="dimmed" end={<ItemAction item={item} action={action} />} />
          ))}
        </QueueList>
      )}
    </Card>
  );
}
