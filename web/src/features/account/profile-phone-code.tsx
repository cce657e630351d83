import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { verifyPhoneSchema } from '#shared/auth.js';
import { ApiError } from '../../api';
import { formatPhone } from '../../lib/phone-format';
import { useCurrentUser, useSession } from '../../components/session-context';
import { useCooldown } from '../../components/use-cooldown';
import { PROFILE_ERROR, resendNewPhoneCode, verifyNewPhone } from './profile-api';
import { useForm } from '../../components/use-form';

/** A new mobile number takes effect once the code texted to it is typed here. */
export function ProfilePhoneCode({ phone, onDone }: { phone: string; onDone: (message: string) => void }) {
  const user = useCurrentUser();
  const { refreshUser } = useSession();
  const form = useForm({ code: '' });
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cooldown = useCooldown(30);

  const resend = async () => {
    setError(null);
    try {
      await resendNewPhoneCode(user.id);
      setNotice('We sent a new code.');
      cooldown.start(30);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : PROFILE_ERROR);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = form.validate(verifyPhoneSchema, { user_id: user.id });
    if (!checked.ok) return;
    setIsBusy(true);
    try {
      await verifyNewPhone(user.id, checked.data.code);
      await refreshUser();
      onDone(`Your mobile phone is now ${formatPhone(phone)}.`);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : PROFILE_ERROR);
      setIsBusy(false);
    }
  };

  return (
    <Alert color="blue" variant="light" title="Confirm your new mobile phone">
      <form {...form.formProps} onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Text size="sm">
            We texted a 6-digit code to {formatPhone(phone)}. Your number changes once you enter it.
          </Text>
          {notice && (
            <Text size="sm" role="status">
              {notice}
            </Text>
          )}
          {error && (
            <Text size="sm" c="red.9" role="alert">
              {error}
            </Text>
          )}
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              w={140}
              autoFocus
              {...form.text('code')}
            />
            <Button type="submit" loading={isBusy}>
              Confirm number
            </Button>
            <Button variant="default" onClick={() => void resend()} disabled={cooldown.remaining > 0}>
              {cooldown.remaining > 0 ? `Resend code in ${cooldown.remaining} s` : 'Resend code'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Alert>
  );
}
