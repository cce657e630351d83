import { Alert, Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';

interface WizardNavProps {
  /** Shown above the buttons, announced when it appears. */
  error?: string | null;
  onPrevious?: () => void;
  isBusy?: boolean;
  nextLabel?: string;
}

/** Previous / Next at the foot of each step; Next submits the step's form. */
export function WizardNav({ error, onPrevious, isBusy, nextLabel = 'Next' }: WizardNavProps) {
  return (
    <>
      {error && (
        <Alert color="red" role="alert" variant="light">
          {error}
        </Alert>
      )}
      <Group justify="space-between" mt="sm">
        {onPrevious ? (
          <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onPrevious} disabled={isBusy}>
            Previous
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" loading={isBusy} rightSection={<IconArrowRight size={18} aria-hidden />}>
          {nextLabel}
        </Button>
      </Group>
    </>
  );
}
