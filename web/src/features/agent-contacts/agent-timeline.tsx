import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { licenceLabel, contactMessages, type Contact, type HistoryReply } from '#shared/agent-contacts.js';
import { LoadMore } from '../../components/load-more';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { usePagedList } from '../../components/use-paged-list';
import { formatDay, formatInstant } from '../../lib/format-date';
import { ContactList } from './contact-list';
import { findAgentHistory } from './agent-contacts-api';
import { timelineOf } from './timeline';

type Head = Pick<HistoryReply, 'agent_info' | 'orders'>;

/** One agent's history (product/outreach.md §2 "per-agent timeline", §7 agent-history): its contacts a page at a time (D-184). */
export function AgentTimeline({ licence }: { licence: string }) {
  // The agent's info and orders come with the first page; later pages add contacts only.
  const [head, setHead] = useState<Head | null>(null);
  const fetcher = useCallback(
    ({ cursor }: { cursor?: string }, signal: AbortSignal) =>
      findAgentHistory(licence, cursor, signal).then((reply) => {
        if (!cursor) setHead({ agent_info: reply.agent_info, orders: reply.orders });
        return { items: reply.contacts, next_cursor: reply.next_cursor };
      }),
    [licence],
  );
  const list = usePagedList(fetcher, '');
  const { items: contacts, setItems, error, reload } = list;
  if (error && !contacts) return <RetryAlert title="Could not load the agent’s history" message={error} onRetry={reload} />;
  if (!contacts || !head) return <PageLoader label="Loading the agent’s history…" />;
  const { agent_info: info } = head;
  const onChange = (changed: Contact) => setItems((items) => items && items.map((contact) => (contact.id === changed.id ? changed : contact)));
  const entries = timelineOf({ contacts, orders: head.orders }, !list.hasMore);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{info.full_name}</Title>
        <Text c="dimmed">
          {licenceLabel(info.license_number, true)}
          {info.type ? ` · ${info.type}` : ''} · {info.contact_count} contact{info.contact_count === 1 ? '' : 's'} · {info.order_count} order
          {info.order_count === 1 ? '' : 's'}
        </Text>
        <Text size="sm">
          {info.registered_agent
            ? `Registered with us as ${info.registered_agent.name} (${info.registered_agent.company}), ${info.registered_agent.matched_by === 'account' ? '' : `, matched by ${info.registered_agent.matched_by === 'license' ? 'licence' : info.registered_agent.matched_by}`}.`
            : 'Not registered with us (no account with this licence, or the phone or email noted).'}
        </Text>
      </div>
      {entries.length === 0 && <Text role="status">{contactMessages.noContacts}</Text>}
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Timeline">
        {entries.map((entry) =>
          entry.kind === 'contact' ? (
            <li key={entry.contact.id}>
              <ContactList contacts={[entry.contact]} label={`Contact on ${formatDay(entry.contact.contact_date)}`} onChange={onChange} isAgentLinked={false} />
            </li>
          ) : (
            <Paper component="li" key={entry.order.id} withBorder radius="md" p="sm" bg="var(--mantine-color-teal-0)">
              <Badge color="teal.9" variant="filled" mb={4}>
                Inspection ordered
              </Badge>
              <Text fw={600}>{entry.order.property_address}</Text>
              <Text size="sm">
                Ordered {formatInstant(entry.order.submitted_at)}
                {entry.order.is_after_first_contact ? ' · after our first contact' : ' · before our first contact'}
              </Text>
            </Paper>
          ),
        )}
      </Stack>
      {contacts.length > 0 && (
        <LoadMore noun="contacts" nounOne="contact" shown={contacts.length} hasMore={list.hasMore} isLoading={list.isLoadingMore} error={list.moreError} onLoadMore={list.loadMore} />
      )}
    </Stack>
  );
}
