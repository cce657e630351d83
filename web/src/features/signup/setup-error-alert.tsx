import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api';
import { useBusinessInfo } from '../settings/business-info';

export interface SetupError {
  message: string;
  /** HTTP status: 403 = this browser may not continue the setup, 409 = already set up. */
  status: number;
}

export const missingUserError: SetupError = {
  message: 'This page needs the link from your confirmation email.',
  status: 403,
};

/**
 * Steps 3 and 4 work only in the browser that opened the emailed link (an HttpOnly
 * cookie, valid one hour). Without it the server answers 403, and the way out is
 * to open that link again here, which issues a new one.
 */
export function SetupErrorAlert({ error }: { error: SetupError }) {
  if (error.status === 403) return <OpenLinkAgain message={error.message} />;
  if (error.status === 409) {
    return (
      <Alert color="blue" title="Your account is already set up">
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
    <Alert color="red" title="Open the link in your email again">
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

/** Any failure of a setup call as the alert above shows it. */
export function toSetupError(error: unknown, fallback: string): SetupError {
  if (error instanceof ApiError) return { message: error.message, status: error.status };
  return { message: fallback, status: 0 };
}
