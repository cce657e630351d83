import * as z from '#shared/zod.js';
import { Alert, Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { rosterSettingsSchema, type RosterSettingsReply } from '#shared/ce-reports.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { RetryAlert } from '../../components/retry-alert';
import { useForm } from '../../components/use-form';
import { useLoaded } from '../../components/use-loaded';
import { findRosterSettings, saveRosterSettings } from './ce-reports-api';

/** Who files the rosters: printed on every roster, so set once (GET/PUT /api/ce/roster-settings). */
export function RosterSettingsForm() {
  const loaded = useLoaded(findRosterSettings);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="roster-settings">
      <Title order={2} size="h4" id="roster-settings">
        Roster details
      </Title>
      <Text size="sm" c="dark.6" mb="sm">
        Printed on each class roster you file with the Commission (within 10 days of the class).
      </Text>
      {loaded.error && <RetryAlert message={loaded.error} onRetry={loaded.reload} />}
      {loaded.data && <SettingsFields key={loaded.loadCount} saved={loaded.data} onSaved={(reply) => loaded.setData(reply)} />}
    </Paper>
  );
}

function SettingsFields({ saved, onSaved }: { saved: RosterSettingsReply; onSaved: (reply: RosterSettingsReply) => void }) {
  const form = useForm({ provider_name: saved.provider_name, provider_number: saved.provider_number, instructor_name: saved.instructor_name });
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const checked = form.validate(z.omit(rosterSettingsSchema, { version: true }));
    if (!checked.ok) return;
    setIsSaving(true);
    try {
      onSaved(await saveRosterSettings({ ...checked.data, version: saved.version }));
      setStatus({ kind: 'saved', text: 'Roster details saved.' });
    } catch (caught) {
      if (!form.showServerFieldError(caught)) setStatus({ kind: 'error', text: caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form {...form.formProps} onSubmit={(event) => void save(event)}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Provider name" required {...form.text('provider_name')} />
          <TextInput label="Provider number" required {...form.text('provider_number')} />
          <TextInput label="Instructor" required autoComplete="name" {...form.text('instructor_name')} />
        </SimpleGrid>
        {status && (
          <Alert color={status.kind === 'saved' ? 'green' : 'red'} variant="light" role={status.kind === 'saved' ? 'status' : 'alert'}>
            {status.text}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={isSaving}>
            Save roster details
          </Button>
        </div>
      </Stack>
    </form>
  );
}
