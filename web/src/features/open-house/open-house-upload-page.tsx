import { Anchor, Card, Stack, Stepper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useReducer, useRef } from 'react';
import { Link } from 'react-router-dom';
import { AdminOnly } from '../../components/admin-only';
import { usePageTitle } from '../../components/use-page-title';
import { ConfirmationStep } from './confirmation-step';
import { browseDateOf, initialImporterState, reduceImporter, type ImportStep } from './import-state';
import { PreviewStep } from './preview-step';
import { UploadStep } from './upload-step';

const STEPS: readonly { step: ImportStep; label: string; title: string }[] = [
  { step: 'upload', label: 'Upload', title: 'Upload the listings' },
  { step: 'preview', label: 'Preview', title: 'Preview the import' },
  { step: 'done', label: 'Confirmation', title: 'Import complete' },
];
const HEADING_ID = 'import-step-heading';

/** /open-house-upload: the weekend's MLS export, previewed then imported (product/outreach.md §2, §4), admins only. */
export function OpenHouseUploadPage() {
  usePageTitle('Import open houses');
  return (
    <AdminOnly>
      <Importer />
    </AdminOnly>
  );
}

function Importer() {
  const [state, dispatch] = useReducer(reduceImporter, initialImporterState);
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const index = STEPS.findIndex((item) => item.step === state.step);
  const current = STEPS[index]!;

  // A new step's heading takes focus, so keyboard and screen-reader users start at its top; not on first load.
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    document.getElementById(HEADING_ID)?.focus();
    window.scrollTo({ top: 0 });
  }, [state.step]);

  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Title order={1}>Import open houses</Title>
        <Text c="dimmed">
          Paste or drop the weekend&apos;s MLS export, check the preview, then import. Imported listings appear in{' '}
          <Anchor component={Link} to="/open-house-browse">
            the open-house browser
          </Anchor>{' '}
          and the route planner.
        </Text>
      </div>
      <Stepper active={index} size="sm" allowNextStepsSelect={false} onStepClick={(target) => target === 0 && state.step === 'preview' && dispatch({ type: 'back' })}>
        {STEPS.map((item, position) => (
          <Stepper.Step
            key={item.step}
            // The step's name is what it shows (its number, then its label), so speech input finds it by what a
            // person sees (WCAG 2.5.3); a phone has no room for the label, a screen reader still hears it.
            label={isWide ? item.label : <VisuallyHidden>{item.label}</VisuallyHidden>}
            aria-current={position === index ? 'step' : undefined}
            // Only back from the preview to the upload (product/outreach.md §4 "going back").
            allowStepSelect={item.step === 'upload' && state.step === 'preview'}
          />
        ))}
      </Stepper>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed">
              Step {index + 1} of {STEPS.length}
            </Text>
            <Title order={2} size="h3" id={HEADING_ID} tabIndex={-1}>
              {current.title}
            </Title>
          </div>
          {state.step === 'upload' && <UploadStep state={state} dispatch={dispatch} />}
          {state.step === 'preview' && state.preview && state.request && (
            <PreviewStep preview={state.preview} request={state.request} skipDuplicates={state.skipDuplicates} isWide={isWide} dispatch={dispatch} />
          )}
          {state.step === 'done' && state.result && (
            <ConfirmationStep
              result={state.result}
              browseDate={browseDateOf(state.request, state.preview)}
              onStartOver={() => dispatch({ type: 'startOver' })}
            />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
