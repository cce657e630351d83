import { Alert, Anchor, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { EmailLink, PhoneLink } from '../../../components/contact-links';
import { useBusinessInfo } from '../../../components/business-info';

interface CheckEmailStepProps {
  /** Unknown after the router state is gone (a new tab on the same URL). */
  email?: string;
}

/** Step 2: the verification link is in the inbox; nothing to do on this page but wait. */
export function CheckEmailStep({ email }: CheckEmailStepProps) {
  const info = useBusinessInfo();
  return (
    <Stack gap="md">
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
        <IconMailForward size={28} />
      </ThemeIcon>
      <Text>
        We sent a confirmation link to{' '}
        {email ? (
          <Text span fw={700} style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Text>
        ) : (
          'the email address you entered'
        )}
        .
      </Text>
      <List spacing="xs" size="sm">
        <List.Item>Open the link in this browser to choose how you will sign in and to confirm your phone.</List.Item>
        <List.Item>The link works for 48 hours. You can close this page meanwhile.</List.Item>
        <List.Item>Nothing there after a few minutes? Check your spam or junk folder.</List.Item>
      </List>
      {info && !info.is_production && (
        <Alert color="gray" variant="light" title="Running locally" role="note">
          <Text size="sm">
            No real email is sent here: read it under{' '}
            <Anchor component={Link} to="/dev/outbox">
              Sent messages
            </Anchor>
            .
          </Text>
        </Alert>
      )}
      {/* The account exists now and holds the phone number, so signing up again would be refused. */}
      {info && (
        <Text size="sm">
          Wrong address? Call or text us at <PhoneLink phone={info.phone} /> or write to{' '}
          <EmailLink email={info.email} /> and we will correct it.
        </Text>
      )}
    </Stack>
  );
}
