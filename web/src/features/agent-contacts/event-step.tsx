import { Alert, Button, Chip, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { EVENT_QUICK_PICKS, EVENT_TYPES, MEETING_TYPE_LABELS, checkContactDate, contactMessages } from '#shared/agent-contacts.js';

export interface EventInfo {
  meeting_type: string;
  event_name: string;
  location: string;
  contact_date: string;
}

interface EventStepProps {
  value: EventInfo;
  onChange: (value: EventInfo) => void;
  today: string;
  onNext: () => void;
}

/** Step 1 of the event logger (product/outreach.md §4, §5, §9): type, name with quick picks, date, optional location. */
export function EventStep({ value, onChange, today, onNext }: EventStepProps) {
  const [error, setError] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const set = (name: keyof EventInfo, text: string) => onChange({ ...value, [name]: text });

  const next = () => {
    const missing = !value.meeting_type || !value.event_name.trim() ? contactMessages.selectEvent : null;
    const future = /^\d{4}-\d{2}-\d{2}$/.test(value.contact_date) ? checkContactDate(value.contact_date, today) : 'Choose a date.';
    setError(missing);
    setDateError(future);
    if (!missing && !future) onNext();
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label="Event type"
          value={value.meeting_type}
          data={[{ value: '', label: 'Choose…' }, ...EVENT_TYPES.map((type) => ({ value: type, label: MEETING_TYPE_LABELS[type] }))]}
          onChange={(event) => set('meeting_type', event.currentTarget.value)}
        />
        <TextInput type="date" label="Date" max={today} value={value.contact_date} error={dateError} errorProps={{ role: 'alert' }} onChange={(event) => set('contact_date', event.currentTarget.value)} />
      </SimpleGrid>
      <TextInput label="Event name" maxLength={120} value={value.event_name} onChange={(event) => set('event_name', event.currentTarget.value)} />
      <Chip.Group value={value.event_name} onChange={(picked) => set('event_name', String(picked))}>
        <Group gap="xs" role="group" aria-label="Quick picks for the event name">
          {EVENT_QUICK_PICKS.map((pick) => (
            <Chip key={pick} value={pick} size="sm">
              {pick}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <TextInput label="Location (optional)" description="Left empty, the event name is used" maxLength={200} value={value.location} onChange={(event) => set('location', event.currentTarget.value)} />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={next}>Next</Button>
      </Group>
    </Stack>
  );
}
