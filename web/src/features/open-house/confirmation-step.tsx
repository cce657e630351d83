import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ImportReply } from '#shared/open-house.js';
import { useLoaded } from '../../components/use-loaded';
import { DatabaseStats } from './database-stats';
import { findStats } from './open-house-api';
import { StatGrid } from './stat-grid';
import { importResultStats } from './stats';

interface Props {
  result: ImportReply;
  /** The date the import was for, so the browser opens on it; null when unknown. */
  browseDate: string | null;
  onStartOver: () => void;
}

/** Step 3: what the import did, the totals now stored, and where to go next (product/outreach.md §2). */
export function ConfirmationStep({ result, browseDate, onStartOver }: Props) {
  const { data: stats, error, reload } = useLoaded(findStats);
  const browsePath = browseDate ? `/open-house-browse?date=${encodeURIComponent(browseDate)}` : '/open-house-browse';
  return (
    <Stack gap="lg">
      <Text role="status" fw={600} c="teal.9">
        {result.message}
      </Text>
      <StatGrid stats={importResultStats(result)} />
      <Stack component="section" aria-labelledby="import-stats" gap="xs">
        <Title order={3} size="h4" id="import-stats">
          Database statistics
        </Title>
        <DatabaseStats stats={stats} error={error} onRetry={reload} />
      </Stack>
      <Group gap="sm">
        <Button component={Link} to={browsePath}>
          Browse open houses
        </Button>
        <Button component={Link} to="/dashboard" variant="default">
          Go to dashboard
        </Button>
        <Button variant="subtle" onClick={onStartOver}>
          Import another file
        </Button>
      </Group>
    </Stack>
  );
}
