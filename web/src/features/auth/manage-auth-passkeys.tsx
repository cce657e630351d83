import { Badge, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useState } from 'react';
import { authMessages, type AuthMethodsReply, type PasskeySummary } from '#shared/auth.js';
import type { ConfirmRequest } from '../../components/confirm-modal';
import { formatDate } from '../../lib/format-date';
import { passkeyErrorMessage } from './passkey-errors';
import { addPasskey, REGISTER_FAILED, removePasskey } from './manage-auth-api';
import type { RunChange } from './run-change';

interface Props {
  methods: AuthMethodsReply;
  runChange: RunChange;
  askConfirm: (request: ConfirmRequest) => void;
}

const describeRegisterError = (error: unknown) => passkeyErrorMessage(error, REGISTER_FAILED);

/** The passkeys card: each passkey with its dates, add one on this device, remove one (never the last way in). */
export function ManageAuthPasskeys({ methods, runChange, askConfirm }: Props) {
  const [isAdding, setIsAdding] = useState(false);
  const isLastWayIn = methods.passkeys.length === 1 && !methods.has_password;

  const add = async () => {
    setIsAdding(true);
    await runChange(addPasskey, 'Passkey added. You can now sign in with it on this device.', describeRegisterError);
    setIsAdding(false);
  };

  const remove = (passkey: PasskeySummary, name: string) =>
    askConfirm({
      title: `Remove ${name}?`,
      message: 'The device that holds it will no longer sign you in.',
      confirmLabel: 'Remove passkey',
      isDestructive: true,
      onConfirm: () => runChange(() => removePasskey(passkey.id), `${name} removed.`),
    });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="passkeys-heading">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h3" id="passkeys-heading">
          Passkeys
        </Title>
        <Badge color={methods.has_passkey ? 'teal.9' : 'gray.7'} variant="filled">
          {methods.passkeys.length === 1 ? '1 passkey' : `${methods.passkeys.length} passkeys`}
        </Badge>
      </Group>
      <Text size="sm" mb="md">
        Sign in with Face ID, Touch ID, Windows Hello or your phone&apos;s screen lock instead of a password.
      </Text>
      {methods.passkeys.length === 0 ? (
        <Text size="sm" c="dimmed" mb="md">
          No passkeys yet.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} mb="md" style={{ listStyle: 'none' }}>
          {methods.passkeys.map((passkey, index) => {
            const name = `Passkey ${index + 1}`;
            return (
              <Group component="li" key={passkey.id} justify="space-between" wrap="wrap" gap="xs" p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
                <div>
                  <Group gap="xs">
                    <Text fw={600}>{name}</Text>
                    <Badge size="sm" variant="outline" color="gray.7">
                      {passkey.backed_up || passkey.device_type === 'multiDevice' ? 'Synced' : 'This device only'}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    Created {formatDate(passkey.created_at)} · {passkey.last_used_at ? `Last used ${formatDate(passkey.last_used_at)}` : 'Never used'}
                  </Text>
                </div>
                <Button size="xs" variant="light" color="red" onClick={() => remove(passkey, name)} disabled={isLastWayIn}>
                  Remove<VisuallyHidden> {name}</VisuallyHidden>
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
      {isLastWayIn && (
        <Text size="sm" c="dimmed" mb="md">
          {authMessages.removePasskeyNeedsPassword}
        </Text>
      )}
      <Button leftSection={<IconFingerprint size={18} aria-hidden />} onClick={() => void add()} loading={isAdding} style={{ alignSelf: 'flex-start' }}>
        Add a passkey
      </Button>
    </Card>
  );
}
