import { Alert, Button, Text } from '@mantine/core';

interface RetryAlertProps {
  title?: string;
  message: string;
  onRetry: () => void;
}

/** Something a page needs did not load: what failed, why, and a way to try again. */
export function RetryAlert({ title, message, onRetry }: RetryAlertProps) {
  return (
    <Alert color="red" role="alert" variant={title ? undefined : 'light'} title={title}>
      <Text size="sm" mb="sm">
        {message}
      </Text>
      <Button size="xs" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
