import { Text } from '@mantine/core';
import { useState } from 'react';
import { formatDeadline, timeLeft } from '#shared/option-period.js';
import type { Inspection } from '#shared/inspections.js';
import { useBusinessInfo } from '../../components/business-info';

/** "Option ends Fri, Dec 4, 5:00 PM CST (2 days 5 hours left)", for the list, the cards and the tracker (D-230). */
export function OptionDeadline({ inspection, size = 'sm' }: { inspection: Pick<Inspection, 'option_deadline' | 'cancelled_at'>; size?: 'xs' | 'sm' }) {
  const timeZone = useBusinessInfo()?.time_zone ?? 'America/Chicago';
  // The time left as of when the list was shown, like the rest of the row.
  const [now] = useState(() => new Date());
  if (!inspection.option_deadline) return null;
  const left = timeLeft(inspection.option_deadline, now);
  const isSoon = !inspection.cancelled_at && left !== 'ended' && new Date(inspection.option_deadline).getTime() - now.getTime() < 48 * 3_600_000;
  return (
    <Text size={size} c={isSoon ? 'red.9' : undefined} data-testid="option-deadline">
      <b>Option ends</b> {formatDeadline(timeZone, inspection.option_deadline)} ({left})
    </Text>
  );
}
