import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconHome, IconList, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ORDERED_WINDOW_DAYS, RECENT_CONTACTS, contactMessages, type Contact, type ContactStats } from '#shared/agent-contacts.js';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { useLoaded } from '../../components/use-loaded';
import { ContactList } from './contact-list';
import { findContacts, findStats } from './agent-contacts-api';

const loadHome = (signal: AbortSignal) => Promise.all([findStats(signal), findContacts({ limit: RECENT_CONTACTS }, signal)]);

function statsOf(stats: ContactStats) {
  return [
    { label: 'Contacts this month', value: stats.this_month_contacts },
    { label: 'Open houses this month', value: stats.this_month_breakdown.open_house },
    { label: 'Materials given this month', value: stats.materials_given_this_month },
    { label: 'Follow-ups needed', value: stats.follow_ups_needed },
    { label: `Agents contacted in ${ORDERED_WINDOW_DAYS} days who ordered since`, value: stats.agents_ordered_since_contact, of: stats.agents_contacted_90_days },
  ];
}

/** The home of /agent-contacts (product/outreach.md §2): statistics, the 5 most recent contacts, and the way to everything else. */
export function ContactsHome() {
  const { data, setData, error, reload } = useLoaded(loadHome);
  const onChange = (changed: Contact) => {
    if (!data) return;
    const [stats, recent] = data;
    const wasOpen = recent.find((contact) => contact.id === changed.id)?.follow_up_completed === false;
    setData([
      { ...stats, follow_ups_needed: Math.max(0, stats.follow_ups_needed - (wasOpen && changed.follow_up_completed ? 1 : 0)) },
      recent.map((contact) => (contact.id === changed.id ? changed : contact)),
    ]);
  };
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Agent contacts</Title>
        <Text c="dimmed">Open-house visits and events with agents, the follow-ups they need, and the orders that follow.</Text>
      </div>
      <Group gap="sm">
        <Button component={Link} to="?log=open-house" leftSection={<IconHome size={18} aria-hidden />}>
          Log Open House Visit
        </Button>
        <Button component={Link} to="?log=event" leftSection={<IconCalendarEvent size={18} aria-hidden />}>
          Log Breakfast/Event
        </Button>
        <Button component={Link} to="?view=all" variant="default" leftSection={<IconList size={18} aria-hidden />}>
          View All
        </Button>
        <Button component={Link} to="?view=agents" variant="default" leftSection={<IconSearch size={18} aria-hidden />}>
          Search Agent History
        </Button>
      </Group>
      {error && !data && <RetryAlert title="Could not load the contacts" message={error} onRetry={reload} />}
      {!data && !error && <PageLoader label="Loading the contacts…" />}
      {data && (
        <>
          <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" m={0} aria-label="Statistics">
            {statsOf(data[0]).map((stat) => (
              <Paper key={stat.label} withBorder radius="md" p="sm">
                <Text component="dt" size="sm" c="dimmed">
                  {stat.label}
                </Text>
                <Text component="dd" m={0} fw={700} fz="xl">
                  {stat.value.toLocaleString('en-US')}
                  {stat.of !== undefined && (
                    <Text span size="sm" fw={400} c="dimmed">
                      {' '}
                      of {stat.of.toLocaleString('en-US')}
                    </Text>
                  )}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Stack gap="sm">
            <Title order={2} size="h3">
              Recent contacts
            </Title>
            {data[1].length === 0 ? <Text role="status">{contactMessages.noContacts}</Text> : <ContactList contacts={data[1]} label="Recent contacts" onChange={onChange} />}
          </Stack>
        </>
      )}
    </Stack>
  );
}
