import { Alert, Button, Card, Select, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ceMessages } from '#shared/ce-messages.js';
import { sessionCreateSchema, type CeClass, type CeSession } from '#shared/ce.js';
import { ApiError } from '../../api';
import { useForm } from '../../components/use-form';
import { createSession } from './ce-api';
import { blankSession, SessionFields } from './session-fields';

interface Props {
  classes: CeClass[];
  onCreated: (session: CeSession) => void;
}

/** The Sessions tab's create form; disabled, with the spec's warning, until a class exists (product/outreach.md §4). */
export function SessionCreateForm({ classes, onCreated }: Props) {
  const form = useForm({ ce_class_id: '', ...blankSession });
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hasClasses = classes.length > 0;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = form.validate(sessionCreateSchema);
    if (!checked.ok) return;
    setIsSaving(true);
    try {
      onCreated(await createSession(checked.data));
      form.setValues({ ce_class_id: '', ...blankSession });
    } catch (caught) {
      if (!form.showServerFieldError(caught)) setError(caught instanceof ApiError ? caught.message : ceMessages.createSessionFailed);
    } finally {
      setIsSaving(false);
    }
  };

  const classField = form.text('ce_class_id');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="new-session-heading">
      <form {...form.formProps} onSubmit={(event) => void save(event)}>
        <Stack gap="md">
          <Title order={2} size="h3" id="new-session-heading">
            Schedule a session
          </Title>
          {!hasClasses && (
            <Alert color="yellow" variant="light">
              {ceMessages.noClasses}
            </Alert>
          )}
          {error && (
            <Alert color="red" role="alert" variant="light">
              {error}
            </Alert>
          )}
          <Select
            label="Class"
            required
            placeholder="Choose a class"
            data={classes.map((item) => ({ value: item.id, label: `${item.class_name} (${item.class_code})` }))}
            name={classField.name}
            value={classField.value || null}
            error={classField.error}
            errorProps={classField.errorProps}
            disabled={!hasClasses}
            searchable
            onChange={(value) => form.setValues((values) => ({ ...values, ce_class_id: value ?? '' }))}
          />
          <SessionFields form={form} />
          <div>
            <Button type="submit" loading={isSaving} disabled={!hasClasses}>
              Create Session
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
