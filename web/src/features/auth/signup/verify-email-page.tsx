import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../../../components/session-context';
import { AccountFrame } from './account-frame';
import { useEmailVerification, type EmailVerification } from './use-email-verification';

const titles: Record<EmailVerification['status'], string> = {
  verifying: 'Confirming your email',
  success: 'Email confirmed',
  incomplete_setup: 'Finish setting up your account',
  already_verified: 'Email already confirmed',
  email_changed: 'New email confirmed',
  error: 'Verification failed',
};

/** /verify-email/{token}: the link from the signup (or email change) message. */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const { state, retry } = useEmailVerification(token);
  const { user } = useSession();
  const navigate = useNavigate();

  const continueSetup = (userId: string) =>
    void navigate(`/signup?step=3&userId=${encodeURIComponent(userId)}`, { state: { verified: true } });

  return (
    <AccountFrame title={titles[state.status]}>
      {state.status === 'verifying' && <PageLoader label="Confirming your email…" />}
      {/* Present from the start, so the outcome replacing the loader is read out. */}
      <div aria-live="polite">
      {state.status !== 'verifying' && (
        <Stack gap="md">
          <ThemeIcon size={48} radius="xl" variant="light" color={state.status === 'error' ? 'red' : 'teal'} aria-hidden>
            {state.status === 'error' ? <IconAlertTriangle size={28} /> : <IconCircleCheck size={28} />}
          </ThemeIcon>
          <Text>{state.message}</Text>
          {state.status === 'error' && (
            <Text size="sm" c="dimmed">
              Confirmation links work for 48 hours. If you already finished signing up, sign in instead.
            </Text>
          )}
        </Stack>
      )}
      </div>
      <Group gap="sm" mt="lg">
        {(state.status === 'success' || state.status === 'incomplete_setup') && state.userId && (
          <Button onClick={() => continueSetup(state.userId!)}>Continue</Button>
        )}
        {state.status === 'email_changed' && (
          // The same kind of link confirms a changed address: its owner goes back to the profile or signs in.
          <Button component={Link} to={user ? '/update-info' : '/login'}>
            {user ? 'Back to your profile' : 'Go to sign in'}
          </Button>
        )}
        {state.status === 'already_verified' && (
          <Button component={Link} to="/login">
            Go to sign in
          </Button>
        )}
        {state.status === 'error' && state.canRetry && <Button onClick={retry}>Try again</Button>}
        {state.status === 'error' && (
          <Button component={Link} to="/login" variant="default">
            Go to sign in
          </Button>
        )}
      </Group>
    </AccountFrame>
  );
}
