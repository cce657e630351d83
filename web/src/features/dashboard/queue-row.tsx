import { Anchor, Group, Stack, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

// The rows every queue of the dashboard lists (the admins' lines, the agent's inspections, the
// option deadlines): one inspection each, its title linking to it.

/** The list of a queue's rows. */
export function QueueList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

interface QueueRowProps {
  href: string;
  title: string;
  /** The line under the title: what waits and since when. */
  detail: ReactNode;
  /** The detail's colour; the text's own when not given. */
  detailColor?: MantineColor;
  /** At the row's end, or below it on a narrow screen: its action, or its deadline. */
  end?: ReactNode;
  py?: number;
}

/** One inspection of a queue. */
export function QueueRow({ href, title, detail, detailColor, end, py = 8 }: QueueRowProps) {
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="wrap" py={py} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <div style={{ minWidth: 0, flex: '1 1 14rem' }}>
        <Anchor component={Link} to={href} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Anchor>
        <Text size="xs" c={detailColor} style={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Text>
      </div>
      {end}
    </Group>
  );
}
