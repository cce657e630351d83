import '@mantine/dropzone/styles.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useRef } from 'react';
import { REPORT_MAX_BYTES, reportMessages } from '#shared/reports.js';
import { isPdfFile } from './pdf-check';

interface Props {
  file: File | null;
  onFile: (file: File) => void;
  onError: (message: string) => void;
  isDisabled: boolean;
  /** Id of the message under the zone, so the button is described by it. */
  describedBy?: string;
}

const MB = 1024 * 1024;
/** "12.4 MB", or "18 KB" for a small file (rather than "0.0 MB"). */
export const formatFileSize = (bytes: number) =>
  bytes >= MB / 10 ? `${(bytes / MB).toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The report PDF, by drop or by the button inside (50 MB, product/platform.md §4). As with
 * ImageDropzone, clicks and keys go to that real button; the zone only takes drops.
 */
export function PdfDropzone({ file, onFile, onError, isDisabled, describedBy }: Props) {
  const openRef = useRef<() => void>(null);
  const take = async (picked: File | undefined) => {
    if (!picked) return;
    // Some systems label PDFs oddly (or not at all): the first bytes decide.
    if (!(await isPdfFile(picked).catch(() => false))) return onError(reportMessages.notPdf);
    onFile(picked);
  };
  const reject = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    onError(code === 'file-too-large' ? reportMessages.pdfTooBig : reportMessages.notPdf);
  };
  return (
    <Dropzone
      openRef={openRef}
      onDrop={(files) => void take(files[0])}
      onReject={reject}
      accept={{ 'application/pdf': ['.pdf'] }}
      maxSize={REPORT_MAX_BYTES}
      multiple={false}
      disabled={isDisabled}
      activateOnClick={false}
      activateOnKeyboard={false}
      inputProps={{ 'aria-label': 'Report PDF file' }}
      radius="md"
    >
      <Group gap="md" wrap="nowrap" p="xs" align="center">
        <IconFileTypePdf size={40} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={6} align="flex-start">
          <Button size="sm" onClick={() => openRef.current?.()} disabled={isDisabled} aria-describedby={describedBy}>
            {file ? 'Choose another PDF' : 'Choose the report PDF'}
          </Button>
          <Text size="sm">or drop it here. PDF, up to 50 MB.</Text>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {file ? `${file.name} (${formatFileSize(file.size)})` : 'No file chosen yet.'}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}
