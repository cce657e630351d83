import { Card, Stack, Stepper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, type ReactNode } from 'react';

interface LoggerFrameProps {
  title: string;
  steps: readonly { label: string; title: string }[];
  active: number;
  children: ReactNode;
}

const HEADING_ID = 'contact-step-heading';

/** The 3-step frame of both loggers (product/outreach.md §4): the stepper, and the step's heading, which takes focus on a new step. */
export function LoggerFrame({ title, steps, active, children }: LoggerFrameProps) {
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const shown = useRef(active);
  useEffect(() => {
    if (shown.current === active) return;
    shown.current = active;
    document.getElementById(HEADING_ID)?.focus();
  }, [active]);
  const current = steps[active]!;
  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>{title}</Title>
      <Stepper active={active} size="sm" allowNextStepsSelect={false}>
        {steps.map((step, index) => (
          <Stepper.Step
            key={step.label}
            // Named by what it shows, as the import's stepper (open-house-upload-page.tsx, WCAG 2.5.3).
            label={isWide ? step.label : <VisuallyHidden>{step.label}</VisuallyHidden>}
            aria-current={index === active ? 'step' : undefined}
            allowStepSelect={false}
          />
        ))}
      </Stepper>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed">
              Step {active + 1} of {steps.length}
            </Text>
            <Title order={2} size="h3" id={HEADING_ID} tabIndex={-1}>
              {current.title}
            </Title>
          </div>
          {children}
        </Stack>
      </Card>
    </Stack>
  );
}
