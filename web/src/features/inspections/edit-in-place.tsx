import { Alert, Button, Group, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ApiError, UNEXPECTED_ERROR } from '../../api';

// A detail of an inspection edited in place on its details (the final date, the option period):
// a line with its change button, or its fields with Save and Cancel and the failure under them.

/** The state of one detail's editor: closed or open with its values, saving, and the last failure. */
export function useEditInPlace<V>(initial: () => V) {
  const [isEditing, setIsEditing] = useState(false);
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const cancel = () => {
    setValues(initial());
    setError(null);
    setIsEditing(false);
  };
  /**
   * Runs `save`, then closes the editor. A failure's message stays under the fields, unless
   * `onFailure` places it itself (beside a field) and answers true.
   */
  const run = async (save: () => Promise<void>, onFailure?: (caught: unknown) => boolean) => {
    setIsSaving(true);
    setError(null);
    try {
      await save();
      setIsEditing(false);
    } catch (caught) {
      if (!onFailure?.(caught)) setError(caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR);
    } finally {
      setIsSaving(false);
    }
  };
  return { isEditing, open: () => setIsEditing(true), values, setValues, error, setError, isSaving, cancel, run };
}

/** The closed detail: its label and value, and the button that opens it while the inspection is not cancelled. */
export function DetailLine({ label, value, button, canEdit, onEdit }: { label: string; value: ReactNode; button: string; canEdit: boolean; onEdit: () => void }) {
  return (
    <Group gap="sm">
      <Text size="sm">
        <b>{label}:</b> {value}
      </Text>
      {canEdit && (
        <Button size="xs" variant="light" onClick={onEdit}>
          {button}
        </Button>
      )}
    </Group>
  );
}

/** Why the last save failed, under the fields. */
export function SaveFailure({ error }: { error: string | null }) {
  return error ? (
    <Alert color="red" role="alert" variant="light">
      {error}
    </Alert>
  ) : null;
}
