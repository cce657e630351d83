import { Card, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { OptionDeadlineEntry, OptionReportState } from '#shared/dashboard.js';
import { formatDeadline, timeLeft } from '#shared/option-deadline.js';
import { useBusinessInfo } from '../../components/business-info';
import { formatDay } from '../../lib/format-date';
import { QueueList, QueueRow } from './queue-row';

const STATE_TEXT: Record<OptionReportState, (entry: OptionDeadlineEntry) => string> = {
  unscheduled: () => 'No final date yet',
  scheduled: (entry) => `Inspection ${entry.inspection_date ? formatDay(entry.inspection_date) : 'scheduled'}, report not published yet`,
  published: () => 'Report published',
};

/**
 * The inspections whose option period ends soon (issue 30 point 3; D-230), soonest first: for
 * admins those within 72 hours without a published report, for an agent their own within 48.
 */
export function OptionDeadlinesView({ entries, isAdmin }: { entries: OptionDeadlineEntry[]; isAdmin: boolean }) {
  const timeZone = useBusinessInfo()?.time_zone ?? 'America/Chicago';
  const [now] = useState(() => new Date());
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="option-deadlines-title">
      <Title order={2} size="h3" id="option-deadlines-title" mb="xs">
        {isAdmin ? 'Option periods ending within 72 hours, no report yet' : 'Your option periods ending within 48 hours'}
      </Title>
      <QueueList>
        {entries.map((entry) => (
          <QueueRow
            key={entry.id}
            href={entry.href}
            title={entry.title}
            detail={`${entry.client_name}${entry.agent_name ? ` · ${entry.agent_name}` : ''} · ${STATE_TEXT[entry.report_state](entry)}`}
            end={
              <Text size="sm" c="red.9" fw={600}>
                Ends {formatDeadline(timeZone, entry.deadline)} ({timeLeft(entry.deadline, now)})
              </Text>
            }
          />
        ))}
      </QueueList>
    </Card>
  );
}
