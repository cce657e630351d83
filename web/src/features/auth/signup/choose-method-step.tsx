import { Button, PasswordInput, Radio, Stack, Text } from '@mantine/core';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { IconFingerprint, IconPassword } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { authMessages, setupAuthSchema, type SetupAuthReply } from '#shared/auth.js';
import { ApiError } from '../../../api';
import { passkeyErrorMessage, passkeyMessages } from '../passkey-errors';
import { checkForm } from '../../../lib/form-errors';
import { MethodCard } from './method-card';
import { registerPasskey, setUpAuth } from './signup-api';
import { toSetupError, type SetupError } from './setup-error';
import { SetupErrorAlert } from './setup-error-alert';

type Method = 'passkey' | 'password';

/** Step 3: a passkey (registered first) or a password, then POST /api/setup-auth texts the phone code. */
export function ChooseMethodStep({ userId, onDone }: { userId: string; onDone: (reply: SetupAuthReply) => void }) {
  const [canUsePasskey] = useState(browserSupportsWebAuthn);
  const [method, setMethod] = useState<Method | ''>(canUsePasskey ? '' : 'password');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ method?: string; password?: string }>({});
  const [failure, setFailure] = useState<SetupError>();
  const [isBusy, setIsBusy] = useState(false);
  // Set once the passkey is stored, so a retry after a failed setup call does not create a second one.
  const [hasPasskey, setHasPasskey] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    // The shared schema says 'Password must be at least 6 characters'; the spec asks for its own empty message.
    if (method === 'password' && password === '') return setErrors({ password: authMessages.enterPassword });
    const values = method === 'password' ? { auth_method: method, password } : { auth_method: method };
    const checked = checkForm(setupAuthSchema, values);
    if (!checked.ok) {
      const message = checked.errors.password;
      return setErrors(message ? { password: message } : { method: authMessages.chooseMethod });
    }
    setIsBusy(true);
    try {
      if (checked.data.auth_method === 'passkey' && !hasPasskey) {
        // InvalidStateError: this device holds a passkey the server listed as already on
        // the account (back from step 4, or a reload): nothing to create, carry on.
        await registerPasskey(userId).catch((error: unknown) => {
          if (!(error instanceof Error && error.name === 'InvalidStateError')) throw error;
        });
        setHasPasskey(true);
      }
      onDone(await setUpAuth(userId, checked.data));
    } catch (error) {
      setIsBusy(false);
      // A refused password (too common, D-217) goes under its field, as the schema's messages do.
      if (error instanceof ApiError && (error.body as { field?: unknown } | undefined)?.field === 'password') {
        return setErrors({ password: error.message });
      }
      setFailure(
        error instanceof ApiError ? toSetupError(error, 'Setup failed') : { message: passkeyErrorMessage(error), status: 0 },
      );
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Radio.Group
          name="auth_method"
          label="How do you want to sign in?"
          value={method}
          onChange={(value) => {
            setMethod(value as Method);
            setErrors({});
          }}
          error={errors.method}
        >
          <Stack gap="sm" mt="xs">
            <MethodCard
              value="passkey"
              title="Passkey (recommended)"
              icon={<IconFingerprint size={18} aria-hidden />}
              disabled={!canUsePasskey}
            >
              Sign in with Face ID, Touch ID, Windows Hello or your phone’s screen lock. Nothing to remember or type.
            </MethodCard>
            {!canUsePasskey && (
              <Text size="sm" c="red.9">
                {passkeyMessages.unsupported}
              </Text>
            )}
            <MethodCard value="password" title="Password" icon={<IconPassword size={18} aria-hidden />}>
              A password of your choice, at least 6 characters.
            </MethodCard>
          </Stack>
        </Radio.Group>
        {method === 'password' && (
          <PasswordInput
            label="Password"
            name="password"
            description="At least 6 characters."
            autoComplete="new-password"
            required
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setErrors({});
            }}
          />
        )}
        {method === 'passkey' && (
          <Text size="sm" c="dimmed">
            Your browser will ask you to confirm with your fingerprint, face or screen lock.
          </Text>
        )}
        {failure && <SetupErrorAlert error={failure} />}
        <Button type="submit" size="md" loading={isBusy}>
          {method === 'passkey' && !hasPasskey ? 'Create passkey and continue' : 'Continue'}
        </Button>
      </Stack>
    </form>
  );
}
