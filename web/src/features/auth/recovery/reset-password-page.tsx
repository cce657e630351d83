import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { authMessages, resetPasswordSchema } from '#shared/auth.js';
import { ApiError } from '../../../api';
import { PageLoader } from '../../../components/page-loader';
import { AccountFrame } from '../signup/account-frame';
import { resetPassword } from './recovery-api';
import { useResetLink } from './use-reset-link';

const MISMATCH = 'The two passwords do not match';

/** /reset-password/{token}: the link is checked first, then a new password, then /login. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const link = useResetLink(token);
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<{ message: string; isLinkBad: boolean }>();
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = resetPasswordSchema.safeParse({ password });
    const next = {
      password: password === '' ? authMessages.enterPassword : checked.error?.issues[0]?.message,
      confirm: checked.success && confirm !== password ? MISMATCH : undefined,
    };
    if (next.password || next.confirm) {
      setErrors(next);
      formRef.current?.querySelector<HTMLInputElement>(`[name="${next.password ? 'password' : 'confirm'}"]`)?.focus();
      return;
    }
    setIsSaving(true);
    try {
      const reply = await resetPassword(token, password);
      notifications.show({ color: 'teal', title: reply.message, message: 'Sign in with your new password.' });
      void navigate('/login', { replace: true });
    } catch (error) {
      setIsSaving(false);
      // A 400 about the password itself (too common, D-217) is not a bad link: it goes under the field.
      if (error instanceof ApiError && (error.body as { field?: unknown } | undefined)?.field === 'password') {
        setErrors({ password: error.message });
        formRef.current?.querySelector<HTMLInputElement>('[name="password"]')?.focus();
        return;
      }
      setFailure(
        error instanceof ApiError
          ? { message: error.message, isLinkBad: error.status === 400 }
          : { message: 'Could not update the password.', isLinkBad: false },
      );
    }
  };

  if (link.status !== 'valid') {
    return (
      <AccountFrame title="Choose a new password">
        {link.status === 'checking' ? (
          <PageLoader label="Checking your reset link…" />
        ) : (
          <Alert color="red" title="Could not check your reset link">
            <Text size="sm" mb="sm">
              {link.message}
            </Text>
            <Button size="xs" onClick={link.retry}>
              Try again
            </Button>
          </Alert>
        )}
      </AccountFrame>
    );
  }

  return (
    <AccountFrame title="Choose a new password">
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="New password"
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
          <PasswordInput
            label="Confirm new password"
            name="confirm"
            autoComplete="new-password"
            required
            value={confirm}
            error={errors.confirm}
            onChange={(event) => {
              setConfirm(event.currentTarget.value);
              setErrors({ ...errors, confirm: undefined });
            }}
          />
          {failure && (
            <Alert color="red">
              {failure.message}{' '}
              {failure.isLinkBad && (
                <Anchor component={Link} to="/forgot-password" inherit>
                  Ask for a new link
                </Anchor>
              )}
            </Alert>
          )}
          <Button type="submit" size="md" loading={isSaving}>
            Update password
          </Button>
        </Stack>
      </form>
    </AccountFrame>
  );
}
