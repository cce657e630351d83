import { Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Each step's heading, and the short label under its Stepper icon (five long ones wrap at 600 px). */
export const SIGNUP_STEPS = [
  { title: 'Your details', label: 'Details' },
  { title: 'Check your email', label: 'Email' },
  { title: 'Choose how you will sign in', label: 'Method' },
  { title: 'Verify your phone', label: 'Phone' },
  { title: 'Welcome', label: 'Done' },
] as const;

/**
 * The five steps as a Mantine Stepper, for the eye only: its steps are buttons that
 * do nothing here, so assistive technology gets the plain "Step n of 5" line instead.
 * Phones show the icons without labels (five labels do not fit in 390 px). On the
 * last step every step is marked done.
 */
export function SignupProgress({ step }: { step: number }) {
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return (
    <>
      <div aria-hidden>
        <Stepper
          active={step === SIGNUP_STEPS.length ? step : step - 1}
          size="sm"
          iconSize={isWide ? 32 : 28}
          wrap={false}
          mb="xs"
          // Mantine's default gaps are sized for a page-wide stepper; this one sits in a card.
          styles={{
            separator: { marginInline: 'var(--mantine-spacing-xs)', minWidth: 8 },
            stepBody: { marginInlineStart: 8 },
            stepLabel: { whiteSpace: 'nowrap' },
          }}
        >
          {SIGNUP_STEPS.map(({ label }) => (
            <Stepper.Step key={label} label={isWide ? label : undefined} />
          ))}
        </Stepper>
      </div>
      <Text size="sm" c="dimmed" mb="sm">
        Step {step} of {SIGNUP_STEPS.length}
      </Text>
    </>
  );
}
