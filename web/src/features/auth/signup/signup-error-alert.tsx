import { Alert, Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { authMessages } from '#shared/auth.js';
import type { SignupFailure } from './signup-failure';


/** product/portal.md §8: 'Signup failed' with the suggestion; a duplicate account gets the ways back in. */
export function SignupErrorAlert({ error }: { error: SignupFailure }) {
  return (
    <Alert color="red" title={authMessages.signupFailed}>
      <Text size="sm">{error.message}</Text>
      {error.suggestion && (
        <>
          <Text size="sm" mt={4}>
            {error.suggestion}
          </Text>
          <Group gap="md" mt="xs">
            <Anchor component={Link} to="/login" size="sm" fw={600}>
              Sign in
            </Anchor>
            <Anchor component={Link} to="/forgot-password" size="sm" fw={600}>
              Reset your password
            </Anchor>
          </Group>
        </>
      )}
    </Alert>
  );
}
