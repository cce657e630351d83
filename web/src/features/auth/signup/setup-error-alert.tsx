import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useBusinessInfo } from '../../../components/business-info';
import type { SetupError } from './setup-error';

/**
 * Steps 3 and 4 work only in the browser that opened the emailed link (an HttpOnly
 * cookie, valid one hour). Without it the server answers 403, and the way out is
 * to open that link again here, which issues a new one.
 */
export function SetupErrorAlert({ error }: { error: SetupError }) {
  if (error.status === 403) return <OpenLinkAgain message={error.message} />;
  if (error.status === 409) {
    return (
      <Alert color="brand" title="Your account is already set up">
        <Text size="sm">
          {error.message}{' '}
          <Anchor component={Link} to="/login" inherit fw={600}>
            Go to sign in
          </Anchor>
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="red">
      <Text size="sm">{error.message}</Text>
    </Alert>
  );
}

function OpenLinkAgain({ message }: { message: string }) {
  const info = useBusinessInfo();
  return (
    <Alert color="red" title="This browser cannot continue the setup">
      <Text size="sm">{message}</Text>
      <Text size="sm" mt="xs">
        Find the email we sent when you signed up and open its link in this browser: it brings you back here to
        finish. The link works for 48 hours after signing up.
        {info && !info.is_production && (
          <>
            {' '}
            Locally, the email is under{' '}
            <Anchor component={Link} to="/dev/outbox" inherit>
              Sent messages
            </Anchor>
            .
          </>
        )}
      </Text>
    </Alert>
  );
}

