import { Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useReducer } from 'react';
import { PAGE_SHELLS } from '../../components/page-shells';
import { STEP_LABELS_QUERY, StepFrame } from '../../components/step-frame';
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

/** /open-house-upload: the weekend's MLS export, previewed then imported (product/outreach.md §2, §4), admins only. */
export function OpenHouseUploadPage() {
  usePageTitle('Import open houses');
  return <Importer />;
}

function Importer() {
  const [state, dispatch] = useReducer(reduceImporter, initialImporterState);
  const isWide = useMediaQuery(STEP_LABELS_QUERY, true, { getInitialValueInEffect: false });
  const index = STEPS.findIndex((item) => item.step === state.step);
  return (
    <StepFrame
      header={
        // The shell's heading and description, the first paint's largest text (D-245). The
        // browser's link is in the menu and on the confirmation step.
        <div>
          <Title order={1}>{PAGE_SHELLS.openHouseUpload.title}</Title>
          <Text c="dimmed">{PAGE_SHELLS.openHouseUpload.description}</Text>
        </div>
      }
      steps={STEPS}
      active={index}
      headingId="import-step-heading"
      maw={1000}
      // Only back from the preview to the upload (product/outreach.md §4 "going back").
      canGoBackTo={(target) => target === 0 && state.step === 'preview'}
      onStepClick={(target) => target === 0 && state.step === 'preview' && dispatch({ type: 'back' })}
    >
      {state.step === 'upload' && <UploadStep state={state} dispatch={dispatch} />}
      {state.step === 'preview' && state.preview && state.request && (
        <PreviewStep preview={state.preview} request={state.request} skipDuplicates={state.skipDuplicates} isWide={isWide} dispatch={dispatch} />
      )}
      {state.step === 'done' && state.result && (
        <ConfirmationStep result={state.result} browseDate={browseDateOf(state.request, state.preview)} onStartOver={() => dispatch({ type: 'startOver' })} />
      )}
    </StepFrame>
  );
}
