import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { Stat } from './stats';

/** A row of labelled numbers (a description list, so each number is read with its label). */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: Math.min(stats.length, 5) }} spacing="sm" m={0}>
      {stats.map((stat) => (
        <Paper key={stat.label} withBorder radius="md" p="sm">
          <Text component="dt" size="sm" c="dimmed">
            {stat.label}
          </Text>
          <Text component="dd" m={0} fw={700} fz="xl" c={stat.value > 0 ? stat.color : undefined}>
            {stat.value.toLocaleString('en-US')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
