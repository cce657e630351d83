import { Alert, Button, Text } from '@mantine/core';
import { ApiError, UNEXPECTED_ERROR } from '../../api';

export type SaveResult = { kind: 'saved'; message: string } | { kind: 'error'; message: string; isConflict: boolean } | null;

/** What a failed save shows: a 409 means another admin saved first, so the way out is a reload. */
export function failedSave(error: unknown): SaveResult {
  const message = error instanceof ApiError ? error.message : UNEXPECTED_ERROR;
  return { kind: 'error', message, isConflict: error instanceof ApiError && error.status === 409 };
}

/** A section's save outcome. The status line is always in the page so screen readers announce it. */
export function SaveResultView({ result, onReload }: { result: SaveResult; onReload: () => void }) {
  return (
    <>
      <Text role="status" c="teal.9" fw={600} size="sm">
        {result?.kind === 'saved' ? result.message : ''}
      </Text>
      {result?.kind === 'error' && (
        <Alert color="red" role="alert" variant="light">
          <Text size="sm">{result.message}</Text>
          {result.isConflict && (
            <Button size="xs" mt="xs" variant="light" onClick={onReload}>
              Reload settings
            </Button>
          )}
        </Alert>
      )}
    </>
  );
}
