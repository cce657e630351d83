import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { contactMessages, type Contact } from '#shared/contacts.js';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { useLoaded } from '../../components/use-loaded';
import { formatDay, formatInstant } from '../../lib/format-date';
import { ContactList } from './contact-list';
import { findAgentHistory } from './contacts-api';
import { timelineOf } from './timeline';

/** One agent's history (spec §2 "per-agent timeline", §7 agent-history). */
export function AgentTimeline({ licence }: { licence: string }) {
  const fetcher = useCallback((signal: AbortSignal) => findAgentHistory(licence, signal), [licence]);
  const { data, setData, error, reload } = useLoaded(fetcher);
  if (error && !data) return <RetryAlert title="Could not load the agent’s history" message={error} onRetry={reload} />;
  if (!data) return <PageLoader label="Loading the agent’s history…" />;
  const { agent_info: info } = data;
  const onChange = (changed: Contact) => setData({ ...data, contacts: data.contacts.map((contact) => (contact.id === changed.id ? changed : contact)) });
  const entries = timelineOf(data);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{info.full_name}</Title>
        <Text c="dimmed">
          Licence {info.license_number}
          {info.type ? ` · ${info.type}` : ''} · {info.contact_count} contact{info.contact_count === 1 ? '' : 's'} · {info.order_count} order
          {info.order_count === 1 ? '' : 's'}
        </Text>
        <Text size="sm">
          {info.registered_agent
            ? `Registered with us as ${info.registered_agent.name} (${info.registered_agent.company}), matched by ${info.registered_agent.matched_by === 'license' ? 'licence' : info.registered_agent.matched_by}.`
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
    </Stack>
  );
}
