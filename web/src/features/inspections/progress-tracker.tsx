import { Group, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PROGRESS_STEPS, type ProgressFlags } from '#shared/inspections.js';
import classes from './progress-tracker.module.css';

/**
 * The nine steps of product/portal.md §4: done is a green check, pending a pulsing amber clock.
 * Below them, the clock the steps race: the option period's deadline (D-230).
 */
export function ProgressTracker({ progress, deadline }: { progress: ProgressFlags; deadline?: ReactNode }) {
  const doneCount = PROGRESS_STEPS.filter((step) => progress[step.flag]).length;
  return (
    <div>
      <Text fw={600} size="sm" mb={6}>
        Progress: {doneCount} of {PROGRESS_STEPS.length} steps done
      </Text>
      <List listStyleType="none" spacing={6} aria-label="Inspection progress">
        {PROGRESS_STEPS.map((step) => {
          const isDone = progress[step.flag];
          return (
            <List.Item key={step.flag}>
              <Group gap="xs" wrap="nowrap">
                <ThemeIcon size={22} radius="xl" color={isDone ? 'green' : 'yellow'} variant={isDone ? 'filled' : 'light'} className={isDone ? undefined : classes.pending} aria-hidden>
                  {isDone ? <IconCheck size={14} /> : <IconClock size={14} />}
                </ThemeIcon>
                <Text size="sm" c={isDone ? undefined : 'dimmed'}>
                  {step.label}
                  <VisuallyHidden>{isDone ? ': done' : ': pending'}</VisuallyHidden>
                </Text>
              </Group>
            </List.Item>
          );
        })}
      </List>
      {deadline && <div style={{ marginTop: 8 }}>{deadline}</div>}
    </div>
  );
}
