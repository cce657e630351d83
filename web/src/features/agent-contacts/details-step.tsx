import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { contactMessages } from '#shared/agent-contacts.js';
import { checkDetails, type ContactDetails, type DetailErrors } from './contact-details';

interface DetailsStepProps {
  details: ContactDetails;
  onChange: (details: ContactDetails) => void;
  today: string;
  /** Who and where, as chosen in the steps before. */
  summary: ReactNode;
  onBack: () => void;
  /** Rejects on failure; the form stays as it is ('Failed to save contact', product/outreach.md §8). */
  onSave: () => Promise<void>;
  /** False when an earlier step took the date (the event logger's step 1). */
  isDateShown?: boolean;
}

/** Step 3 of both loggers: when, notes, materials, cards, follow-up (product/outreach.md §4). */
export function DetailsStep({ details, onChange, today, summary, onBack, onSave, isDateShown = true }: DetailsStepProps) {
  const [errors, setErrors] = useState<DetailErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const set = <K extends keyof ContactDetails>(name: K, value: ContactDetails[K]) => onChange({ ...details, [name]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkDetails(details, today);
    setErrors(found);
    if (Object.keys(found).length) return;
    setIsSaving(true);
    setSaveError(null);
    try {
      await onSave();
    } catch (caught) {
      // No contact is ever lost (issue 12 point 7): the form keeps everything typed.
      setSaveError(caught instanceof Error && caught.message ? caught.message : contactMessages.saveFailed);
      setIsSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {summary}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {isDateShown && (
            <TextInput
              type="date"
              label="Date"
              required
              max={today}
              value={details.contact_date}
              error={errors.contact_date}
              errorProps={{ role: 'alert' }}
              onChange={(event) => set('contact_date', event.currentTarget.value)}
            />
          )}
          <TextInput
            type="time"
            label="Time"
            required
            value={details.contact_time}
            error={errors.contact_time}
            errorProps={{ role: 'alert' }}
            onChange={(event) => set('contact_time', event.currentTarget.value)}
          />
        </SimpleGrid>
        <Textarea label="Notes" autosize minRows={3} maxLength={2000} value={details.notes} error={errors.notes} onChange={(event) => set('notes', event.currentTarget.value)} />
        <Stack gap="xs">
          <Checkbox label="Materials given" checked={details.gave_materials} onChange={(event) => set('gave_materials', event.currentTarget.checked)} />
          <Checkbox label="Cards exchanged" checked={details.exchanged_cards} onChange={(event) => set('exchanged_cards', event.currentTarget.checked)} />
          <Checkbox label="Follow-up needed" checked={details.follow_up_needed} onChange={(event) => set('follow_up_needed', event.currentTarget.checked)} />
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="tel"
            label="Agent's phone (optional)"
            description="From the card: matches the agent's orders"
            value={details.contact_phone}
            error={errors.contact_phone}
            onChange={(event) => set('contact_phone', event.currentTarget.value)}
          />
          <TextInput
            type="email"
            label="Agent's email (optional)"
            value={details.contact_email}
            error={errors.contact_email}
            onChange={(event) => set('contact_email', event.currentTarget.value)}
          />
        </SimpleGrid>
        {saveError && (
          <Alert color="red" role="alert" title={contactMessages.saveFailed}>
            {saveError === contactMessages.saveFailed ? 'Nothing was lost: try again when you are back online.' : saveError}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack} disabled={isSaving}>
            Back
          </Button>
          <Button type="submit" loading={isSaving}>
            Save contact
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
