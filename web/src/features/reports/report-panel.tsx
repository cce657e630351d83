import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileDownload, IconFileText, IconSend, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Inspection } from '#shared/inspections.js';
import { describePhotoIssues } from '#shared/reports.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { formatInstant } from '../../lib/format-date';
import type { ConfirmRequest } from '../../components/confirm-modal';
import { findReportPdfLink, sendPaymentRequest } from './report-panel-api';
import { ReportUploadModal } from './report-upload-modal';
import { usePdfDownload } from '../../components/use-pdf-download';

const success = (message: string) =>
  notifications.show({ color: 'teal', message, role: 'status', autoClose: 6000, closeButtonProps: { 'aria-label': 'Dismiss' } });

/** The report part of an expanded row: its state, reading and downloading it, and the admin's steps 6 and 7. */
/** What the panel needs from the inspections row it sits in (the row's actions fit this shape). */
export interface ReportPanelActions {
  isAdmin: boolean;
  /** Replaces the row only: the action announces its own outcome (a notification). */
  onChanged: (inspection: Inspection) => void;
  onConfirm: (request: ConfirmRequest) => void;
}

export function ReportPanel({ inspection, actions }: { inspection: Inspection; actions: ReportPanelActions }) {
  const { isAdmin, onChanged, onConfirm } = actions;
  const [problem, setProblem] = useState<string | null>(null);
  const [isRequesting, setIsRequesting] = useState(false);
  const pdf = usePdfDownload(() => findReportPdfLink(inspection.id));
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const reportPath = `/report/${encodeURIComponent(inspection.id)}`;
  const hasReport = Boolean(inspection.report_uploaded_at);
  const isOpen = !inspection.cancelled_at;
  // The agent may have paid: the client still needs the link to download (no payment due then).
  const isPaid = Boolean(inspection.paid_at);
  const requestLabel = inspection.pay_request_at ? `Resend ${isPaid ? 'download' : 'payment'} link` : isPaid ? 'Send download link' : 'Send payment request';

  const request = async () => {
    setProblem(null);
    pdf.clearError();
    setIsRequesting(true);
    try {
      const saved = await sendPaymentRequest(inspection.id);
      onChanged(saved);
      success(`${isPaid ? 'Download link' : 'Payment request'} sent to ${saved.client_full_name}`);
    } catch (caught) {
      setProblem(caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR);
    } finally {
      setIsRequesting(false);
    }
  };
  const askResend = () =>
    onConfirm({
      title: `Send a new ${isPaid ? 'download' : 'payment'} link?`,
      message: `${inspection.client_full_name} gets a new link to ${isPaid ? 'download' : 'pay for and download'} the report, by email and text. The link sent before stops working.`,
      confirmLabel: 'Send new link',
      onConfirm: request,
    });

  return (
    <Stack gap={6}>
      <Text size="sm">
        <b>Report:</b> {reportState(inspection)}
      </Text>
      <Group gap="xs">
        {hasReport && (
          <Button size="xs" variant="default" component={Link} to={reportPath} leftSection={<IconFileText size={16} aria-hidden />}>
            View report
          </Button>
        )}
        {hasReport && (
          <Button size="xs" variant="default" onClick={() => {
              setProblem(null);
              void pdf.start();
            }}
            loading={pdf.isBusy} leftSection={<IconFileDownload size={16} aria-hidden />}>
            Download report (PDF)
          </Button>
        )}
        {/* The server publishes only after the signed agreement (product/rules.md step order). */}
        {isAdmin && isOpen && inspection.contract_signed_at && (
          <Button size="xs" variant="light" onClick={() => setIsUploadOpen(true)} leftSection={<IconUpload size={16} aria-hidden />}>
            {hasReport ? 'Replace report' : 'Upload report'}
          </Button>
        )}
        {isAdmin && isOpen && hasReport && (
          // One button whose words change, so focus stays on it after the first request.
          <Button size="xs" variant="light" onClick={() => (inspection.pay_request_at ? askResend() : void request())} loading={isRequesting} leftSection={<IconSend size={16} aria-hidden />}>
            {requestLabel}
          </Button>
        )}
      </Group>
      {problem && (
        <Alert color="red" role="alert" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={() => setProblem(null)}>
          <Text size="sm">{problem}</Text>
        </Alert>
      )}
      {pdf.error && (
        <Alert color="red" role="alert" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={pdf.clearError}>
          <Text size="sm">{pdf.error}</Text>
          {/* An agent whose report is not paid yet: the viewer shows the payment card. */}
          {pdf.failedStatus === 402 && (
            <Anchor component={Link} to={reportPath} size="sm" fw={600} c="blue.9" underline="always">
              Pay for the report
            </Anchor>
          )}
        </Alert>
      )}
      {isAdmin && (
        <ReportUploadModal
          inspection={inspection}
          opened={isUploadOpen}
          onClose={() => setIsUploadOpen(false)}
          onPublished={({ inspection: saved, photo_issues }) => {
            setIsUploadOpen(false);
            onChanged(saved);
            // Photos that could not be copied are named, so the admin can fix the file and publish again.
            if (photo_issues.length > 0) notifications.show({ color: 'yellow', title: 'Report published', message: describePhotoIssues(photo_issues), role: 'status', autoClose: false, closeButtonProps: { 'aria-label': 'Dismiss' } });
            else success('Report published');
          }}
        />
      )}
    </Stack>
  );
}

/** One line: where the report is in steps 6 to 9. */
function reportState(item: Inspection): string {
  if (!item.report_uploaded_at) return 'not uploaded yet';
  const parts = [`uploaded ${formatInstant(item.report_uploaded_at)}`];
  if (item.paid_at) parts.push(`paid ${formatInstant(item.paid_at)}`);
  else if (item.pay_request_at) parts.push(`payment requested ${formatInstant(item.pay_request_at)}`);
  else parts.push('payment not requested yet');
  if (item.downloaded_at) parts.push(`downloaded by the client ${formatInstant(item.downloaded_at)}`);
  return parts.join(' · ');
}
