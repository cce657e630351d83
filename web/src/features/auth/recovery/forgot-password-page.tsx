import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { resetRequestSchema } from '#shared/auth.js';
import { ApiError } from '../../../api';
import { useBusinessInfo } from '../../../components/business-info';
import { AccountFrame } from '../signup/account-frame';
import { RESET_REQUEST_FAILED, requestPasswordReset } from './recovery-api';

/** /forgot-password: an email address, then the server's (deliberately vague) answer. */
export function ForgotPasswordPage() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [isSending, setIsSending] = useState(false);
  const info = useBusinessInfo();
  // The form disappears once sent: focus moves to the answer instead of the page body.
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = resetRequestSchema.safeParse({ email });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setIsSending(true);
    try {
      setSent((await requestPasswordReset(checked.data.email)).message);
    } catch (error) {
      // product/portal.md §8: the server's error when it sent one (a rate limit), else 'Error sending reset link.'
      setFailure(error instanceof ApiError && error.status !== 0 ? error.message : RESET_REQUEST_FAILED);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <AccountFrame title="Reset your password">
      <div aria-live="polite">
        {sent && (
          <Stack gap="md" ref={sentRef} tabIndex={-1} style={{ outline: 'none' }}>
            <Alert color="brand" title="Check your email">
              {sent} The link works once, for one hour.
            </Alert>
            {info && !info.is_production && (
              <Text size="sm">
                Running locally: read the email under{' '}
                <Anchor component={Link} to="/dev/outbox">
                  Sent messages
                </Anchor>
                .
              </Text>
            )}
          </Stack>
        )}
      </div>
      {!sent && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text>Enter the email address of your agent account. We will send you a link to choose a new password.</Text>
            <TextInput
              ref={inputRef}
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              error={fieldError}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setFieldError(undefined);
              }}
            />
            {failure && <Alert color="red">{failure}</Alert>}
            <Button type="submit" size="md" loading={isSending}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" mt="lg">
        Remembered it?{' '}
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      </Text>
    </AccountFrame>
  );
}
