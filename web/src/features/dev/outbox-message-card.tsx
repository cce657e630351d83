import { Anchor, Badge, Group, Paper, Text, Title } from '@mantine/core';
import { IconMail, IconMessage } from '@tabler/icons-react';
import type { OutboxMessage } from '#shared/outbox.js';
import { formatPhone } from '../../lib/phone-format';

/** One sent email or text, as the recipient would have received it. */
export function OutboxMessageCard({ message, formatTime }: { message: OutboxMessage; formatTime: (iso: string) => string }) {
  const isEmail = message.channel === 'email';
  const ChannelIcon = isEmail ? IconMail : IconMessage;
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <Group gap="xs">
          <Badge variant="light" color={isEmail ? 'brand' : 'grape'} leftSection={<ChannelIcon size={14} aria-hidden />}>
            {isEmail ? 'Email' : 'SMS'}
          </Badge>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            To: <strong>{isEmail ? message.to : formatPhone(message.to)}</strong>
          </Text>
        </Group>
        <Text size="sm" c="dimmed" component="time" dateTime={message.created_at}>
          {formatTime(message.created_at)}
        </Text>
      </Group>
      <Title order={2} size="h5" mb={4}>
        {message.subject || (isEmail ? '(no subject)' : 'Text message')}
      </Title>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <LinkedText text={message.text} />
      </Text>
    </Paper>
  );
}

/** The message with its links clickable: verification and sign-in links are what a tester came for. */
function LinkedText({ text }: { text: string }) {
  // split with a capture group: odd indexes are the URLs.
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Anchor key={index} href={part}>
            {part}
          </Anchor>
        ) : (
          part
        ),
      )}
    </>
  );
}
