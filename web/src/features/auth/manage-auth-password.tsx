import { Badge, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { authMessages, resetPasswordSchema, type AuthMethodsReply } from '#shared/auth.js';
import type { ConfirmRequest } from '../../components/confirm-modal';
import { useForm } from '../../components/use-form';
import { removePassword, setPassword } from './manage-auth-api';
import type { RunChange } from './run-change';

interface Props {
  methods: AuthMethodsReply;
  runChange: RunChange;
  askConfirm: (request: ConfirmRequest) => void;
}

/** The password card: add or change it, or remove it when a passkey remains. */
export function ManageAuthPassword({ methods, runChange, askConfirm }: Props) {
  const [isEditing, setIsEditing] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const form = useForm({ password: '' });
  const canRemove = methods.has_password && methods.has_passkey;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate(resetPasswordSchema);
    if (!checked.ok) return;
    setIsSaving(true);
    const done = await runChange(() => setPassword(checked.data.password), methods.has_password ? 'Password changed.' : 'Password added.');
    setIsSaving(false);
    if (done) {
      setIsEditing(false);
      form.setValues({ password: '' });
    }
  };

  const remove = () =>
    askConfirm({
      title: 'Remove password?',
      message: 'You will sign in with your passkeys only. You can add a password again later.',
      confirmLabel: 'Remove password',
      isDestructive: true,
      onConfirm: async () => {
        await runChange(removePassword, 'Password removed.');
      },
    });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="password-heading">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3" id="password-heading">
          Password
        </Title>
        <Badge color={methods.has_password ? 'teal.9' : 'gray.7'} variant="filled">
          {methods.has_password ? 'Set' : 'Not set'}
        </Badge>
      </Group>
      <Text size="sm" mb="md">
        {methods.has_password ? 'You can sign in with your phone number and password.' : 'You have no password; you sign in with a passkey.'}
      </Text>
      {isEditing ? (
        <form {...form.formProps} onSubmit={(event) => void save(event)}>
          <Stack gap="sm">
            <PasswordInput
              label={methods.has_password ? 'New password' : 'Password'}
              description="At least 6 characters"
              autoComplete="new-password"
              required
              autoFocus
              {...form.text('password')}
            />
            <Group gap="sm">
              <Button type="submit" loading={isSaving}>
                Save password
              </Button>
              <Button variant="default" onClick={() => setIsEditing(false)} disabled={isSaving}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="xs">
          <Group gap="sm">
            <Button onClick={() => setIsEditing(true)}>{methods.has_password ? 'Change password' : 'Add password'}</Button>
            {methods.has_password && (
              <Button variant="light" color="red" onClick={remove} disabled={!canRemove} aria-describedby={canRemove ? undefined : 'password-remove-why'}>
                Remove password
              </Button>
            )}
          </Group>
          {methods.has_password && !canRemove && (
            // Said before the click, not only by the server's 409 after it (product/portal.md §5).
            <Text size="sm" c="dimmed" id="password-remove-why">
              {authMessages.removePasswordNeedsPasskey}
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}
