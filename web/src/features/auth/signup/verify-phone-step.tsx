import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { PHONE_CODE_LENGTH, phoneCodeSchema } from '#shared/auth.js';
import { ApiError } from '../../../api';
import { toSetupError, type SetupError } from './setup-error';
import { SetupErrorAlert } from './setup-error-alert';
import { sendPhoneCode, verifyPhone } from './signup-api';
import { useCooldown } from '../../../components/use-cooldown';

/** Long enough that an SMS has time to arrive before someone asks again (the server allows 5 an hour). */
const RESEND_SECONDS = 30;

interface VerifyPhoneStepProps {
  userId: string;
  /** '(•••) •••-0100' when the previous step just texted a code; unknown on a page opened later. */
  phoneHint?: string;
  onDone: () => void;
}

/** Step 4: the 6-digit code texted to the phone (product/rules.md "Fixed on purpose": a real check). */
export function VerifyPhoneStep({ userId, phoneHint, onDone }: VerifyPhoneStepProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [failure, setFailure] = useState<SetupError>();
  const [sentTo, setSentTo] = useState(phoneHint);
  const [notice, setNotice] = useState('');
  const [isChecking, setIsChecking] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const cooldown = useCooldown(phoneHint ? RESEND_SECONDS : 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = phoneCodeSchema.safeParse(code);
    if (!checked.success) {
      setCodeError(checked.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setIsChecking(true);
    try {
      await verifyPhone(userId, checked.data);
      onDone();
    } catch (error) {
      setIsChecking(false);
      // A wrong or expired code belongs to the field; anything else (403, 409, 429, network) to the form.
      if (error instanceof ApiError && error.status === 400) {
        setCodeError(error.message);
        inputRef.current?.focus();
      } else setFailure(toSetupError(error, 'Verification failed'));
    }
  };

  const resend = async () => {
    setFailure(undefined);
    setNotice('');
    setIsSending(true);
    try {
      const reply = await sendPhoneCode(userId);
      setSentTo(reply.phone_hint);
      setNotice(`We sent a new code to ${reply.phone_hint}.`);
      setCode('');
      setCodeError(undefined);
      cooldown.start(RESEND_SECONDS);
      inputRef.current?.focus();
    } catch (error) {
      setFailure(toSetupError(error, 'Could not send a new code'));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          {sentTo ? (
            <>
              We texted a 6-digit code to <strong>{sentTo}</strong>. It works for 10 minutes.
            </>
          ) : (
            'Enter the 6-digit code we texted to your mobile phone. No code, or did it expire? Send a new one.'
          )}
        </Text>
        <TextInput
          ref={inputRef}
          label="Verification code"
          name="code"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          value={code}
          error={codeError}
          onChange={(event) => {
            setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, PHONE_CODE_LENGTH));
            setCodeError(undefined);
          }}
          styles={{ input: { fontSize: 22, letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
          maw={260}
        />
        <Text size="sm" c="teal.9" role="status" aria-live="polite">
          {notice}
        </Text>
        {failure && <SetupErrorAlert error={failure} />}
        <Group gap="sm">
          <Button type="submit" size="md" loading={isChecking}>
            Verify phone
          </Button>
          <Button variant="default" size="md" onClick={resend} loading={isSending} disabled={cooldown.remaining > 0}>
            {cooldown.remaining > 0 ? `Resend code in ${cooldown.remaining} s` : 'Resend code'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
