import { Alert, Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from './session-context';

/**
 * Shown when a change needs a recent sign-in: signs out and comes back to `returnTo`
 * after the new sign-in (the sign-in page reads state.from).
 */
export function ReauthAlert({ message, returnTo }: { message: string; returnTo: string }) {
  const { logout } = useSession();
  const [isLeaving, setIsLeaving] = useState(false);
  const signInAgain = () => {
    setIsLeaving(true);
    void logout({ from: returnTo });
  };
  return (
    <Alert color="brand" icon={<IconLock size={20} aria-hidden />} title="Please sign in again" role="alert">
      <Text size="sm" mb="sm">
        {message}
      </Text>
      <Button size="sm" onClick={signInAgain} loading={isLeaving}>
        Sign in again
      </Button>
    </Alert>
  );
}
