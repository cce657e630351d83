import { Alert, Button, Group, Loader, Paper, Text } from '@mantine/core';

/** Mantine's yellow title text is about 2:1 on its light background; the page's own text colour reads (WCAG AA). */
export const warningStyles = { title: { color: 'var(--mantine-color-text)' } };

/** While the page waits for the provider to confirm a payment (`?checkout=success`). */
export function ConfirmingPayment() {
  return (
    <Paper withBorder p="lg" role="status" maw={620}>
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" aria-hidden />
        <div>
          <Text fw={600}>Confirming your payment…</Text>
          <Text size="sm" c="dimmed">
            This usually takes a few seconds. Please keep this page open.
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** The time limit passed and the server still has no payment: say so, offer to ask again. */
export function PaymentNotConfirmed({ onCheckAgain }: { onCheckAgain: () => void }) {
  return (
    <Alert color="yellow" variant="light" title="Payment not confirmed yet" role="alert" maw={620} styles={warningStyles}>
      <Text size="sm" mb="sm">
        We have not received confirmation of your payment yet. If you completed the payment, it can take a minute
        more: check again shortly. If you did not finish paying, you can pay below.
      </Text>
      <Button size="xs" variant="default" onClick={onCheckAgain}>
        Check again
      </Button>
    </Alert>
  );
}
