import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconClock, IconMailOpened } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What a new agent waits for (product/portal.md §1: new agents need admin approval). */
export function ApprovalNextSteps() {
  return (
    <>
      <Text>Your account is set up. Before you can sign in, our team approves it.</Text>
      <List spacing="sm" size="sm" center styles={{ itemLabel: { lineHeight: 1.5 } }}>
        <List.Item icon={<StepIcon icon={<IconClock size={14} />} />}>
          We review new agent accounts by hand. Until yours is approved, signing in is not possible.
        </List.Item>
        <List.Item icon={<StepIcon icon={<IconMailOpened size={14} />} />}>
          When it is approved, we send you an email and a text message.
        </List.Item>
        <List.Item icon={<StepIcon icon={<IconCircleCheck size={14} />} />}>
          Then sign in with your mobile number and the passkey or password you chose.
        </List.Item>
      </List>
    </>
  );
}

function StepIcon({ icon }: { icon: ReactNode }) {
  return (
    <ThemeIcon variant="light" radius="xl" size={24} aria-hidden>
      {icon}
    </ThemeIcon>
  );
}
