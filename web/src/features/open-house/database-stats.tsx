import type { StatsReply } from '#shared/open-house.js';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { StatGrid } from './stat-grid';
import { databaseStats } from './stats';

interface Props {
  stats: StatsReply | null;
  error: string | null;
  onRetry: () => void;
}

/** GET /api/open-house/stats as the confirmation shows it: loading, an error with a retry, or the three totals. */
export function DatabaseStats({ stats, error, onRetry }: Props) {
  if (error) return <RetryAlert message={error} onRetry={onRetry} />;
  if (!stats) return <PageLoader label="Loading the statistics…" />;
  return <StatGrid stats={databaseStats(stats)} />;
}
