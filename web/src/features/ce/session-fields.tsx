import { SimpleGrid, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';

type SessionField = 'session_date' | 'session_time' | 'location' | 'max_attendees';
export type SessionValues = Record<SessionField, string>;

export const blankSession: SessionValues = { session_date: '', session_time: '', location: '', max_attendees: '' };

/** What the fields need of a form (use-form's `text`), whatever other fields the form has. */
interface FieldsForm {
  text: (name: SessionField) => {
    name: string;
    value: string | undefined;
    error: string | undefined;
    errorProps: { role: string };
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  };
}

/** Date, time, place and limit, shared by the create form and the edit modal. Native inputs: a phone's own pickers. */
export function SessionFields({ form }: { form: FieldsForm }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput type="date" label="Date" required {...form.text('session_date')} />
      <TextInput type="time" label="Start time" description="Optional" {...form.text('session_time')} />
      <TextInput label="Location" description="Optional" autoComplete="off" {...form.text('location')} />
      <TextInput type="number" inputMode="numeric" min={1} label="Max attendees" description="Blank for unlimited" {...form.text('max_attendees')} />
    </SimpleGrid>
  );
}
