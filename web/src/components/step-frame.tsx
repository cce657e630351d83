import { Card, Stack, Stepper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, type ReactNode } from 'react';

export interface FrameStep {
  /** The stepper's label. */
  label: string;
  /** The step's heading in the card. */
  title: string;
}

interface StepFrameProps {
  /** The page's heading and what it says under it. */
  header: ReactNode;
  steps: readonly FrameStep[];
  active: number;
  /** The id of the step's heading, which takes focus on a new step. */
  headingId: string;
  maw: number;
  /** The earlier step a person may go back to by clicking it (product/outreach.md §4 "going back"); none by default. */
  canGoBackTo?: (index: number) => boolean;
  onStepClick?: (index: number) => void;
  children: ReactNode;
}

/** The stepper's labels show from Mantine's sm breakpoint; a phone has room only for the numbers. */
export const STEP_LABELS_QUERY = '(min-width: 48em)';

/**
 * A page in steps (the open-house import and the contact loggers, product/outreach.md §4): the
 * stepper, then the step in a card under its heading. A new step's heading takes focus and the
 * page goes to its top, so keyboard and screen-reader users start at the step's beginning; not on
 * first load.
 */
export function StepFrame({ header, steps, active, headingId, maw, canGoBackTo, onStepClick, children }: StepFrameProps) {
  const isWide = useMediaQuery(STEP_LABELS_QUERY, true, { getInitialValueInEffect: false });
  const shown = useRef(active);
  useEffect(() => {
    if (shown.current === active) return;
    shown.current = active;
    document.getElementById(headingId)?.focus();
    window.scrollTo({ top: 0 });
  }, [active, headingId]);
  const current = steps[active]!;
  return (
    <Stack gap="lg" maw={maw}>
      {header}
      <Stepper active={active} size="sm" allowNextStepsSelect={false} onStepClick={onStepClick}>
        {steps.map((step, index) => (
          <Stepper.Step
            key={step.label}
            // The step's name is what it shows (its number, then its label), so speech input finds it by what a
            // person sees (WCAG 2.5.3); a phone has no room for the label, a screen reader still hears it.
            label={isWide ? step.label : <VisuallyHidden>{step.label}</VisuallyHidden>}
            aria-current={index === active ? 'step' : undefined}
            allowStepSelect={canGoBackTo?.(index) ?? false}
          />
        ))}
      </Stepper>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed">
              Step {active + 1} of {steps.length}
            </Text>
            <Title order={2} size="h3" id={headingId} tabIndex={-1}>
              {current.title}
            </Title>
          </div>
          {children}
        </Stack>
      </Card>
    </Stack>
  );
}
