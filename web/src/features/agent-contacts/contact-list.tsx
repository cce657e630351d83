import { Anchor, Badge, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { historyKeyOf, UNKNOWN_LICENSE, type Contact } from '#shared/agent-contacts.js';
import { ApiError } from '../../api';
import { completeFollowUp } from './agent-contacts-api';
import { formatWhen, formatWhere } from './format-contact';

interface ContactListProps {
  contacts: readonly Contact[];
  label: string;
  /** A contact changed on the server (its follow-up completed). */
  onChange: (contact: Contact) => void;
  /** False on an agent's own timeline, where the name would only repeat the heading. */
  isAgentLinked?: boolean;
}

/** Contacts as cards, with 'Mark complete' on an open follow-up (product/outreach.md §4), from the home, the list and the timeline. */
export function ContactList({ contacts, label, onChange, isAgentLinked = true }: ContactListProps) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {contacts.map((contact) => (
        <ContactCard key={contact.id} contact={contact} onChange={onChange} isAgentLinked={isAgentLinked} />
      ))}
    </Stack>
  );
}

function ContactCard({ contact, onChange, isAgentLinked }: { contact: Contact; onChange: (contact: Contact) => void; isAgentLinked: boolean }) {
  const [isBusy, setIsBusy] = useState(false);
  const isOpen = contact.follow_up_needed && !contact.follow_up_completed;
  const complete = async () => {
    setIsBusy(true);
    try {
      onChange(await completeFollowUp(contact.id));
      notifications.show({ color: 'green', message: `Follow-up with ${contact.contact_name} marked complete.`, closeButtonProps: { 'aria-label': 'Dismiss' } });
    } catch (caught) {
      notifications.show({ color: 'red', message: caught instanceof ApiError ? caught.message : 'Could not mark the follow-up complete.', closeButtonProps: { 'aria-label': 'Dismiss' } });
    } finally {
      setIsBusy(false);
    }
  };
  const hasHistory = isAgentLinked && historyKeyOf(contact) !== UNKNOWN_LICENSE;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Text fw={600}>
            {hasHistory ? (
              <Anchor component={Link} to={`/agent-contacts?history=${encodeURIComponent(historyKeyOf(contact))}`}>
                {contact.contact_name}
              </Anchor>
            ) : (
              contact.contact_name
            )}
          </Text>
          <Text size="sm">{formatWhere(contact)}</Text>
          <Text size="sm" c="dimmed">
            {formatWhen(contact)} · licence {contact.contact_license_number} · logged by {contact.logged_by_name}
          </Text>
          {contact.notes && <Text size="sm">{contact.notes}</Text>}
          <Group gap={6}>
            {contact.gave_materials && <Badge variant="outline" color="gray.7">Materials given</Badge>}
            {contact.exchanged_cards && <Badge variant="outline" color="gray.7">Cards exchanged</Badge>}
            {isOpen && <Badge variant="filled" color="red.9">Follow-up needed</Badge>}
            {contact.follow_up_needed && contact.follow_up_completed && <Badge variant="filled" color="teal.9">Follow-up done</Badge>}
          </Group>
        </Stack>
        {isOpen && (
          <Button size="xs" variant="light" loading={isBusy} onClick={complete}>
            {/* The name starts with the words on the button, so speech input finds it (WCAG 2.5.3). */}
            Mark complete<VisuallyHidden>: the follow-up with {contact.contact_name}</VisuallyHidden>
          </Button>
        )}
      </Group>
    </Paper>
  );
}
