import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { CurrentUser } from '#shared/account.js';
import { photoSrc } from '../lib/photo-src';

/** The signed-in agent's photo, name and company at the top of the sidebar. */
export function UserCard({ user, photoStamp }: { user: CurrentUser; photoStamp: number }) {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      {/* The name is printed beside it, so the photo itself is decorative. */}
      <Avatar src={photoSrc(user.photo_url, photoStamp)} alt="" size={48} radius="xl" />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={700} truncate="end">
          {name}
        </Text>
        {user.company && (
          <Text size="sm" c="dimmed" truncate="end">
            {user.company}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
