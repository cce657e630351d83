import { Alert, Button, Group, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type Dispatch, type FormEvent } from 'react';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { checkUpload, type ImporterAction, type ImporterState } from './import-state';
import { JsonDropzone } from './json-dropzone';
import { previewImport } from './open-house-api';

interface Props {
  state: ImporterState;
  dispatch: Dispatch<ImporterAction>;
}

type DateMode = 'auto' | 'date';

/** Step 1: the data (a file or pasted JSON) and the date mode; Preview asks the server what an import would do. */
export function UploadStep({ state, dispatch }: Props) {
  const [fieldError, setFieldError] = useState<{ field: 'file' | 'text' | 'date'; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const edit = (changes: Extract<ImporterAction, { type: 'edit' }>['changes']) => {
    setFieldError(null);
    setError(null);
    dispatch({ type: 'edit', changes });
  };

  const preview = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = checkUpload(state);
    if (!checked.ok) {
      setFieldError(checked);
      document.getElementById(checked.field === 'text' ? 'open-house-json' : 'open-house-date')?.focus();
      return;
    }
    setFieldError(null);
    setIsBusy(true);
    try {
      const reply = await previewImport(checked.request);
      dispatch({ type: 'previewed', request: checked.request, reply });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR);
      setIsBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void preview(event)}>
      <Stack gap="md">
        <JsonDropzone
          fileName={state.fileName}
          isDisabled={isBusy}
          onText={(text, fileName) => edit({ text, fileName })}
          onError={(message) => {
            setError(null);
            setFieldError({ field: 'file', message });
          }}
        />
        {fieldError?.field === 'file' && (
          <Text role="alert" size="sm" c="red.9" fw={600} mt={-8}>
            {fieldError.message}
          </Text>
        )}
        <Textarea
          id="open-house-json"
          label="Listings JSON"
          description="Paste the MLS export here, or drop a file above: an array of listings, or an object holding one."
          // Fixed rows, no autosize: a 2.5 MB file must not be measured on every keystroke.
          rows={10}
          spellCheck={false}
          autoComplete="off"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
          value={state.text}
          onChange={(event) => edit({ text: event.currentTarget.value, fileName: null })}
          error={fieldError?.field === 'text' ? fieldError.message : undefined}
          errorProps={{ role: 'alert' }}
          disabled={isBusy}
        />
        <Radio.Group
          label="Open-house date"
          value={state.isAutoDate ? 'auto' : 'date'}
          onChange={(value) => edit({ isAutoDate: (value as DateMode) === 'auto' })}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="auto" label="Auto-detect date from the listings" disabled={isBusy} />
            <Radio value="date" label="Use a specific date" disabled={isBusy} />
          </Stack>
        </Radio.Group>
        {!state.isAutoDate && (
          <TextInput
            id="open-house-date"
            type="date"
            label="Date of the open houses"
            description="Every listing is imported on this date, whatever its own text says."
            w={{ base: '100%', xs: 240 }}
            value={state.overrideDate}
            onChange={(event) => edit({ overrideDate: event.currentTarget.value })}
            error={fieldError?.field === 'date' ? fieldError.message : undefined}
            errorProps={{ role: 'alert' }}
            required
            disabled={isBusy}
          />
        )}
        {error && (
          <Alert color="red" role="alert" variant="light">
            {error}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            Nothing is saved until you import.
          </Text>
          <Button type="submit" loading={isBusy}>
            Preview
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
