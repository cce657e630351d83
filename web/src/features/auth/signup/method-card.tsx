import { Group, Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface MethodCardProps {
  value: 'passkey' | 'password';
  title: string;
  icon: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}

/** One choice of the sign-in method step: a radio card with a title and an explanation. */
export function MethodCard({ value, title, icon, disabled, children }: MethodCardProps) {
  return (
    <Radio.Card value={value} disabled={disabled} p="md" radius="md" bg={disabled ? 'gray.0' : undefined}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} disabled={disabled} />
        <Stack gap={2} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            {icon}
            <Text fw={700}>{title}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {children}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
}
