import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ceMessages } from '#shared/ce-messages.js';
import { sessionUpdateSchema, type CeSession } from '#shared/ce.js';
import { ApiError } from '../../api';
import { AppModal } from '../../components/app-modal';
import { useForm } from '../../components/use-form';
import { updateSession } from './ce-api';
import { SessionFields } from './session-fields';

interface Props {
  session: CeSession;
  onSaved: (session: CeSession) => void;
  onClose: () => void;
}

/** Edit a session's date, time, place and limit while nobody has attended (PUT /api/ce/sessions/{id}). */
export function SessionEditModal({ session, onSaved, onClose }: Props) {
  const form = useForm({
    session_date: session.session_date,
    session_time: session.session_time ?? '',
    location: session.location ?? '',
    max_attendees: session.max_attendees === null ? '' : String(session.max_attendees),
  });
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = form.validate(sessionUpdateSchema);
    if (!checked.ok) return;
    setIsSaving(true);
    try {
      onSaved(await updateSession(session.id, checked.data));
    } catch (caught) {
      if (!form.showServerFieldError(caught)) setError(caught instanceof ApiError ? caught.message : ceMessages.updateSessionFailed);
      setIsSaving(false);
    }
  };

  return (
    <AppModal opened onClose={() => !isSaving && onClose()} title={`Edit session: ${session.class_name}`} size="lg">
      <form {...form.formProps} onSubmit={(event) => void save(event)}>
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert" variant="light">
              {error}
            </Alert>
          )}
          <SessionFields form={form} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSaving}>
              Cancel
            </Button>
            <Button type="submit" loading={isSaving}>
              Save session
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
