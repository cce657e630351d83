import { Alert, Button, Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';

interface LoadMoreProps {
  /** What the list holds, for the button's name and the count ("inspections"), and one of them ("inspection"). */
  noun: string;
  nounOne: string;
  shown: number;
  hasMore: boolean;
  isLoading: boolean;
  error: string | null;
  onLoadMore: () => void;
}

/**
 * The foot of a paged list (D-168): how many are shown, announced politely as pages
 * arrive, and a "Load more" button while the server has more. The button keeps the focus
 * while it loads, so a keyboard user presses it again for the next page.
 */
export function LoadMore({ noun, nounOne, shown, hasMore, isLoading, error, onLoadMore }: LoadMoreProps) {
  const count = shown === 1 ? `1 ${nounOne}` : `${shown} ${noun}`;
  return (
    <Stack gap="xs" align="stretch">
      {error && (
        <Alert color="red" role="alert" variant="light">
          {error}
        </Alert>
      )}
      <Center>
        <Stack gap={6} align="center">
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {hasMore ? `Showing the first ${count}.` : shown === 1 ? `Showing the only ${nounOne}.` : `Showing all ${count}.`}
          </Text>
          {hasMore && (
            // Not Mantine's `loading`: it disables the button, and a disabled button drops the focus.
            <Button
              variant="default"
              onClick={isLoading ? undefined : onLoadMore}
              aria-disabled={isLoading || undefined}
              leftSection={isLoading ? <Loader size={14} aria-hidden /> : undefined}
            >
              {isLoading ? 'Loading…' : error ? 'Try again' : 'Load more'}
              <VisuallyHidden> {noun}</VisuallyHidden>
            </Button>
          )}
        </Stack>
      </Center>
    </Stack>
  );
}
