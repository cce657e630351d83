import { Alert, Button, Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ceMessages, classInputSchema, MAX_CLASS_HOURS, MIN_CLASS_HOURS, type CeClass } from '#shared/ce.js';
import { ApiError } from '../../api';
import { AppModal } from '../../components/app-modal';
import { useForm } from '../../components/use-form';
import { saveClass } from './ce-api';

interface Props {
  /** The class to edit, or null to create one. */
  ceClass: CeClass | null;
  onSaved: (ceClass: CeClass) => void;
  onClose: () => void;
}

/** Create or edit a class (POST / PUT /api/ce/classes). Mounted per opening, so it starts from the class's values. */
export function ClassFormModal({ ceClass, onSaved, onClose }: Props) {
  const form = useForm({
    class_name: ceClass?.class_name ?? '',
    class_code: ceClass?.class_code ?? '',
    description: ceClass?.description ?? '',
    hours: ceClass ? String(ceClass.hours) : '',
  });
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = form.validate(classInputSchema);
    if (!checked.ok) return;
    setIsSaving(true);
    try {
      onSaved(await saveClass(ceClass?.id ?? null, checked.data));
    } catch (caught) {
      if (!form.showServerFieldError(caught)) setError(caught instanceof ApiError ? caught.message : ceMessages.saveClassFailed);
      setIsSaving(false);
    }
  };

  const hours = form.text('hours');
  return (
    <AppModal opened onClose={() => !isSaving && onClose()} title={ceClass ? `Edit ${ceClass.class_name}` : 'New CE class'} size="lg">
      <form {...form.formProps} onSubmit={(event) => void save(event)}>
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert" variant="light">
              {error}
            </Alert>
          )}
          <TextInput label="Class name" required data-autofocus {...form.text('class_name')} />
          <TextInput label="Class code" description="The course number, unique to this class" required {...form.text('class_code')} />
          <NumberInput
            label="CE hours"
            required
            min={MIN_CLASS_HOURS}
            max={MAX_CLASS_HOURS}
            allowDecimal={false}
            allowNegative={false}
            name={hours.name}
            value={hours.value}
            error={hours.error}
            errorProps={hours.errorProps}
            onChange={(value) => form.setValues((values) => ({ ...values, hours: String(value) }))}
          />
          <Textarea label="Description" autosize minRows={2} maxRows={6} {...form.text('description')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSaving}>
              Cancel
            </Button>
            <Button type="submit" loading={isSaving}>
              {ceClass ? 'Save class' : 'Create class'}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
