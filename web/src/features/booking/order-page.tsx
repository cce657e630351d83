import { Alert, Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { WIZARD_STEPS, type BookingProgress, type BookReply } from '#shared/booking.js';
import { ApiError } from '../../api';
import { usePageTitle } from '../../components/use-page-title';
import { PageLoader } from '../../components/page-loader';
import { PAGE_SHELLS } from '../../components/page-shells';
import { ConfirmModal, type ConfirmRequest } from '../../components/confirm-modal';
import { AgentInfoStep } from './agent-info-step';
import { AgreementStep } from './agreement-step';
import { bookingErrors, discardProgress, loadProgress, reportStepBack } from './booking-api';
import { ClientInfoStep } from './client-info-step';
import { DatesStep } from './dates-step';
import { OrderSuccess } from './order-success';
import { PropertyDetailsStep } from './property-details-step';
import { PropertyInfoStep } from './property-info-step';
import { QuoteStep } from './quote-step';
import type { StepProps } from './step-props';
import stepClasses from './step-number.module.css';

const STEP_TITLES = ['Property info', 'Property details', 'Quote', 'Client info', 'Agent info', 'Dates', 'Agreement'] as const;
/** Short names for the stepper, so the seven fit on one line beside the sidebar. */
const STEPPER_LABELS = ['Property', 'Details', 'Quote', 'Client', 'Agent', 'Dates', 'Agreement'] as const;
/** "Step 2 Details: Property details"; "Step 3 Quote" when the short label is the title. */
const stepName = (index: number) => {
  const [title, label] = [STEP_TITLES[index]!, STEPPER_LABELS[index]!];
  return label === title ? `Step ${index + 1} ${title}` : `Step ${index + 1} ${label}: ${title}`;
};
const STEPS: ComponentType<StepProps>[] = [PropertyInfoStep, PropertyDetailsStep, QuoteStep, ClientInfoStep, AgentInfoStep, DatesStep];

/**
 * /order: the 7-step wizard (product/portal.md §2). Every step is saved on the server, so a
 * reload resumes where the agent was (instead of the original's "refresh loses progress").
 */
export function OrderPage() {
  usePageTitle('Order an inspection');
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [progress, setProgress] = useState<BookingProgress | null>(null);
  const [step, setStep] = useState(1);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [booked, setBooked] = useState<BookReply['booking'] | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  /** Bumped when the agent starts over, so step 1 is drawn afresh even when it is the current step. */
  const [restarts, setRestarts] = useState(0);

  useEffect(() => {
    loadProgress()
      .then((saved) => {
        // The step's form renders in slices, not one long task (D-183).
        startTransition(() => {
          setProgress(saved);
          setStep(saved.step);
        });
      })
      .catch((caught: unknown) => {
        setLoadError(caught instanceof ApiError ? caught.message : bookingErrors.progress);
        // The wizard still works from an empty draft.
        setProgress({ has_progress: false, step: 1 });
      });
  }, []);

  // A new step's heading takes focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (progress) document.getElementById('order-step-heading')?.focus();
  }, [step, booked, progress === null]); // eslint-disable-line react-hooks/exhaustive-deps

  const goTo = (target: number) => {
    setStep(target);
    window.scrollTo({ top: 0 });
  };
  const onSaved = (fields: Partial<BookingProgress>, nextStep: number) => {
    setProgress((previous) => ({ ...previous!, ...fields, has_progress: true, step: nextStep }));
    if (nextStep !== step) goTo(nextStep);
  };
  const goBack = (target: number) => {
    void reportStepBack(target);
    goTo(target);
  };
  const onPrevious = () => goBack(Math.max(1, step - 1));
  const askStartOver = () =>
    setConfirm({
      title: 'Start a new order?',
      message: 'Everything entered in this order so far is cleared, photo included. Inspections you have already booked are not affected.',
      confirmLabel: 'Start over',
      isDestructive: true,
      fallbackFocusId: 'order-step-heading',
      onConfirm: async () => {
        try {
          setProgress(await discardProgress());
          setLoadError(null);
          setRestarts((count) => count + 1);
          goTo(1);
        } catch (caught) {
          setLoadError(caught instanceof ApiError ? caught.message : bookingErrors.startOver);
        }
      },
    });

  const heading = (
    <div>
      <Title order={1}>{PAGE_SHELLS.order.title}</Title>
      <Text c="dimmed">{PAGE_SHELLS.order.description}</Text>
    </div>
  );
  // The heading shows while the order loads, as the page's shell has it (D-182).
  if (!progress)
    return (
      <Stack gap="lg" maw={900}>
        {heading}
        <PageLoader label={PAGE_SHELLS.order.loadingText} />
      </Stack>
    );
  const Step = STEPS[step - 1];
  return (
    <Stack gap="lg" maw={900}>
      <Group justify="space-between" align="flex-start" gap="sm">
        {heading}
        {progress.has_progress && !booked && (
          <Button variant="default" leftSection={<IconRestore size={18} aria-hidden />} onClick={askStartOver}>
            Start over
          </Button>
        )}
      </Group>
      {loadError && (
        <Alert color="yellow" variant="light" role="alert">
          {loadError}
        </Alert>
      )}
      {booked ? (
        <OrderSuccess booking={booked} />
      ) : (
        <>
          <Stepper
            active={step - 1}
            size="sm"
            iconSize={isWide ? 30 : 26}
            wrap={isWide}
            styles={isWide ? undefined : { separator: { marginInline: 4 } }}
            allowNextStepsSelect={false}
            onStepClick={(index) => index + 1 < step && goBack(index + 1)}
          >
            {STEP_TITLES.map((title, index) => (
              // The name holds what the step shows, its number then (when wide) its short label, so a
              // speech-input user can say what they see (WCAG 2.5.3, axe label-content-name-mismatch).
              <Stepper.Step
                key={title}
                label={isWide ? STEPPER_LABELS[index] : undefined}
                aria-label={stepName(index)}
                icon={<span className={stepClasses.number} data-step={index + 1} />}
                progressIcon={<span className={stepClasses.number} data-step={index + 1} />}
              />
            ))}
          </Stepper>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <div>
                <Text size="sm" c="dimmed">
                  Step {step} of {WIZARD_STEPS}
                </Text>
                <Title order={2} size="h3" id="order-step-heading" tabIndex={-1}>
                  {STEP_TITLES[step - 1]}
                </Title>
              </div>
              {Step ? (
                <Step key={`${step}-${restarts}`} progress={progress} onSaved={onSaved} onPrevious={onPrevious} />
              ) : (
                <AgreementStep progress={progress} onPrevious={onPrevious} onBooked={setBooked} />
              )}
            </Stack>
          </Card>
        </>
      )}
      <ConfirmModal request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
