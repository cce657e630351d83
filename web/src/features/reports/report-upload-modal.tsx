import { Alert, Button, Group, Progress, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Inspection } from '#shared/inspections.js';
import { reportMessages } from '#shared/reports.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { AppModal } from '../../components/app-modal';
import { useBusinessInfo } from '../../components/business-info';
import { PdfDropzone } from './pdf-dropzone';
import { publishReport, type DoneUpload, type Published, type PublishPhase } from './publish-report';
import { NO_SECTIONS, type SectionsChoice } from './sections-file';
import { SectionsFileInput } from './sections-file-input';

interface Props {
  inspection: Inspection;
  opened: boolean;
  onClose: () => void;
  onPublished: (published: Published) => void;
}

/** Admins: publish (or replace) an inspection's report. The form lives inside the modal, so Cancel starts afresh. */
export function ReportUploadModal({ inspection, opened, onClose, onPublished }: Props) {
  const busy = useRef(false);
  const title = inspection.report_uploaded_at ? 'Replace report' : 'Upload report';
  return (
    <AppModal opened={opened} onClose={() => !busy.current && onClose()} title={title} size="lg">
      <ReportUploadForm inspection={inspection} onBusy={(isBusy) => (busy.current = isBusy)} onCancel={onClose} onPublished={onPublished} />
    </AppModal>
  );
}

const PHASE_TEXT: Record<PublishPhase, string> = {
  preparing: 'Preparing the upload…',
  uploading: 'Uploading the PDF…',
  publishing: 'Checking and publishing the report…',
};

interface FormProps {
  inspection: Inspection;
  onBusy: (isBusy: boolean) => void;
  onCancel: () => void;
  onPublished: (published: Published) => void;
}

function ReportUploadForm({ inspection, onBusy, onCancel, onPublished }: FormProps) {
  const business = useBusinessInfo();
  const pdfMessageId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sections, setSections] = useState<SectionsChoice>(NO_SECTIONS);
  const [inspectorName, setInspectorName] = useState('');
  const [inspectorLicense, setInspectorLicense] = useState('');
  const [phase, setPhase] = useState<PublishPhase | null>(null);
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  // Kept across tries: after the server refuses a sections file, the same PDF is not sent again.
  const uploaded = useRef<DoneUpload | null>(null);
  const abort = useRef<AbortController | null>(null);
  const stopButton = useRef<HTMLButtonElement>(null);

  const setBusy = (next: PublishPhase | null) => {
    setPhase(next);
    onBusy(next !== null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice('');
    if (!file) return setFileError(reportMessages.pdfRequired);
    if ('error' in sections) return setError('Correct the sections file or remove it.');
    const controller = new AbortController();
    abort.current = controller;
    // The submit button turns disabled while busy: focus moves to the one control that still acts.
    stopButton.current?.focus();
    try {
      const saved = await publishReport(
        inspection.id,
        { file, sections: 'data' in sections ? sections.data : undefined, inspectorName, inspectorLicense },
        {
          previous: uploaded.current,
          onPhase: setBusy,
          onProgress: setPercent,
          onUploaded: (upload) => (uploaded.current = upload),
          signal: controller.signal,
        },
      );
      setBusy(null);
      onPublished(saved);
    } catch (caught) {
      setBusy(null);
      if (caught instanceof DOMException && caught.name === 'AbortError') return setNotice('Upload cancelled. Your choices are kept.');
      const message = caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR;
      const field = caught instanceof ApiError ? (caught.body as { field?: unknown } | undefined)?.field : undefined;
      // A refused sections file shows beside its input; everything else above the buttons.
      if (typeof field === 'string' && field.startsWith('sections') && sections.file) setSections({ file: sections.file, error: message });
      else setError(message);
    } finally {
      abort.current = null;
    }
  };

  const isBusy = phase !== null;
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text size="sm">
          {inspection.property_address} · {inspection.client_full_name}
          {inspection.report_uploaded_at && '. The new PDF and sections replace the published report.'}
        </Text>
        <div>
          <Text fw={600} size="sm" mb={4}>
            Report PDF
          </Text>
          <PdfDropzone
            file={file}
            isDisabled={isBusy}
            describedBy={fileError ? pdfMessageId : undefined}
            onFile={(picked) => {
              setFile(picked);
              setFileError(null);
            }}
            onError={setFileError}
          />
          {fileError && (
            <Text id={pdfMessageId} role="alert" c="red.8" size="sm" mt={4}>
              {fileError}
            </Text>
          )}
        </div>
        <SectionsFileInput choice={sections} onChange={setSections} isDisabled={isBusy} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Inspector name"
            description="Leave empty to use the company's."
            placeholder={business?.name}
            value={inspectorName}
            onChange={(event) => setInspectorName(event.currentTarget.value)}
            maxLength={120}
            disabled={isBusy}
            autoComplete="off"
          />
          <TextInput
            label="Inspector licence number"
            description="Leave empty to use the company's."
            placeholder={business?.license}
            value={inspectorLicense}
            onChange={(event) => setInspectorLicense(event.currentTarget.value)}
            maxLength={60}
            disabled={isBusy}
            autoComplete="off"
          />
        </SimpleGrid>
        <div aria-live="polite">
          {phase && (
            <Text size="sm" fw={600}>
              {PHASE_TEXT[phase]}
            </Text>
          )}
          {notice && <Text size="sm">{notice}</Text>}
        </div>
        {phase === 'uploading' && (
          <Group gap="sm" wrap="nowrap">
            <Progress value={percent} aria-label="Report upload progress" size="lg" style={{ flex: 1 }} />
            <Text size="sm" w={44} ta="right" aria-hidden>
              {percent}%
            </Text>
          </Group>
        )}
        {error && (
          <Alert color="red" role="alert" variant="light">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {/* Publishing cannot be stopped; the button stays focusable (data-disabled) so focus is not lost. */}
          <Button
            ref={stopButton}
            variant="default"
            data-disabled={phase === 'publishing' || undefined}
            aria-disabled={phase === 'publishing' || undefined}
            onClick={() => phase !== 'publishing' && (abort.current ? abort.current.abort() : onCancel())}
          >
            {phase === 'uploading' ? 'Stop upload' : 'Cancel'}
          </Button>
          <Button type="submit" loading={isBusy}>
            Publish report
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
