import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { ApprovalNextSteps } from './approval-next-steps';
import { SignInRedirect } from './redirect-notice';

/** Step 5: done on the agent's side; the account now waits for an admin. */
export function WelcomeStep() {
  return (
    <Stack gap="md">
      <ThemeIcon size={48} radius="xl" variant="light" color="teal" aria-hidden>
        <IconConfetti size={28} />
      </ThemeIcon>
      <Text fw={700} size="lg">
        Thanks for signing up! Your phone is verified.
      </Text>
      <ApprovalNextSteps />
      <SignInRedirect />
    </Stack>
  );
}
