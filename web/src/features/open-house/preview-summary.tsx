import { Alert, Stack, Text } from '@mantine/core';
import type { PreviewReply } from '#shared/open-house.js';
import { formatDay } from '../../lib/format-date';
import { capList } from './capped';
import { countOf } from './format-open-house';
import { StatGrid } from './stat-grid';
import { previewStats } from './stats';

interface Props {
  preview: PreviewReply;
  /** The date the admin chose (auto-detect off), or null. */
  overrideDate: string | null;
}

/** The preview's counts and the date(s) the listings are on (product/outreach.md §3 "Preview response"). */
export function PreviewSummary({ preview, overrideDate }: Props) {
  const { shown, more } = capList(preview.detected_dates, 10);
  return (
    <Stack gap="sm">
      <StatGrid stats={previewStats(preview)} />
      {overrideDate ? (
        <Text>
          Every listing is imported on <strong>{formatDay(overrideDate)}</strong>, the date you chose.
        </Text>
      ) : preview.detected_date ? (
        <Text>
          Detected date: <strong>{formatDay(preview.detected_date)}</strong>
          {preview.date_count > 1 && ` (most listings; the data holds ${countOf(preview.date_count, 'date')})`}
        </Text>
      ) : (
        <Alert color="orange" variant="light">
          No listing has a date the importer could read.
        </Alert>
      )}
      {!overrideDate && preview.date_count > 1 && (
        <Text size="sm" c="dimmed">
          Dates found: {shown.map(formatDay).join('; ')}
          {more > 0 && `; and ${more} more`}
        </Text>
      )}
    </Stack>
  );
}
