import { Alert, Anchor, Button, Divider, PasswordInput, Stack, Text } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { loginSchema, type AuthMethods } from '#shared/auth.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { formatPhone } from '../../lib/phone-format';
import { useForm } from '../../components/use-form';
import { loginWithPasskey, loginWithPassword } from './login-api';
import { isPendingApproval } from './login-outcome';
import { passkeyErrorMessage } from './passkey-errors';

interface LoginAuthStepProps {
  phone: string;
  methods: AuthMethods;
  /** Refreshes the session user and leaves the page; throws when that fails. */
  onSignedIn: () => Promise<void>;
  onPending: () => void;
  onBack: () => void;
}

/** Step 2: a passkey button and/or a password field, as the account has them. */
export function LoginAuthStep({ phone, methods, onSignedIn, onPending, onBack }: LoginAuthStepProps) {
  const form = useForm({ password: '' });
  const [busy, setBusy] = useState<'password' | 'passkey' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const attempt = async (kind: 'password' | 'passkey', signIn: () => Promise<unknown>) => {
    setError(null);
    setBusy(kind);
    try {
      await signIn();
      await onSignedIn();
    } catch (caught) {
      // Spec /pending-approval: an agent not yet approved is told so on its own page.
      if (isPendingApproval(caught)) return onPending();
      if (kind === 'passkey') setError(passkeyErrorMessage(caught));
      else setError(caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR);
      setBusy(null);
    }
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate(loginSchema, { phone });
    if (checked.ok) void attempt('password', () => loginWithPassword(checked.data.phone, checked.data.password));
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        Signing in as <strong>{formatPhone(phone)}</strong>{' '}
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          Change number
        </Anchor>
      </Text>
      {error && (
        <Alert color="red" role="alert" variant="light">
          {error}
        </Alert>
      )}
      {methods.has_passkey && (
        <Button
          leftSection={<IconFingerprint size={20} aria-hidden />}
          onClick={() => void attempt('passkey', () => loginWithPasskey(phone))}
          loading={busy === 'passkey'}
          disabled={busy === 'password'}
          autoFocus={!methods.has_password}
          fullWidth
        >
          Sign in with a passkey
        </Button>
      )}
      {methods.has_passkey && methods.has_password && <Divider label="or use your password" labelPosition="center" />}
      {methods.has_password && (
        <form {...form.formProps} onSubmit={submitPassword}>
          <Stack gap="md">
            <PasswordInput label="Password" autoComplete="current-password" required autoFocus {...form.text('password')} />
            <Button type="submit" loading={busy === 'password'} disabled={busy === 'passkey'} variant={methods.has_passkey ? 'default' : 'filled'} fullWidth>
              Sign in
            </Button>
          </Stack>
        </form>
      )}
      {!methods.has_passkey && !methods.has_password && (
        <Alert color="yellow" role="alert" title="No sign-in method yet">
          This account has no password or passkey yet. Finish the setup from the link in your sign-up email, or{' '}
          <Anchor component={Link} to="/forgot-password">
            set a password
          </Anchor>
          .
        </Alert>
      )}
    </Stack>
  );
}
