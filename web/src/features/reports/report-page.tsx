import { Alert, Button, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconFileDownload, IconFileOff } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paymentMessages } from '#shared/payments.js';
import { reportMessages } from '#shared/reports.js';
import { PageLoader } from '../../components/page-loader';
import { PAGE_SHELLS } from '../../components/page-shells';
import { useLoaded } from '../../components/use-loaded';
import { usePageTitle } from '../../components/use-page-title';
import { useCurrentUser } from '../../components/session-context';
import { ConfirmingPayment, PaymentNotConfirmed } from '../payments/payment-notices';
import { usePaymentConfirmation } from '../payments/use-payment-confirmation';
import { PaymentRequiredCard } from './payment-required-card';
import { RepairRequestPanel } from './repair-request-panel';
import { ReportReader } from './report-reader';
import { CHECKOUT_PARAM, PAYMENT_PARAM } from './report-sections';
import { fetchReportPdfLink, loadReport, type ReportState } from './reports-api';
import { usePdfDownload } from '../../components/use-pdf-download';

/** /report/{bookingId}: the report section by section, behind the payment gate (product/outreach.md §2, §4). */
export function ReportPage() {
  usePageTitle('Inspection report');
  const { bookingId = '' } = useParams();
  // A new booking starts from a clean state rather than showing the previous one's report.
  return <ReportView key={bookingId} bookingId={bookingId} />;
}

function ReportView({ bookingId }: { bookingId: string }) {
  const { is_admin: isAdmin } = useCurrentUser();
  const [params] = useSearchParams();
  const pdf = usePdfDownload(() => fetchReportPdfLink(bookingId));
  const fetcher = useCallback((signal: AbortSignal) => loadReport(bookingId, isAdmin, signal), [bookingId, isAdmin]);
  const { data, setData: setState, error, reload } = useLoaded(fetcher);
  // Any thrown failure reads as one that may be retried (loadReport itself answers the refusals).
  const state: ReportState = error ? { status: 'failed', canRetry: true } : (data ?? { status: 'loading' });

  const confirm = useCallback(
    async (signal: AbortSignal) => {
      const next = await loadReport(bookingId, isAdmin, signal);
      if (next.status !== 'ready') return false;
      setState(next);
      return true;
    },
    [bookingId, isAdmin, setState],
  );
  const isCheckoutReturn = params.get(CHECKOUT_PARAM) === 'success';
  const confirmation = usePaymentConfirmation(isCheckoutReturn && state.status === 'payment-required', confirm);
  const retry = () => {
    setState(null);
    reload();
  };

  const report = state.status === 'ready' ? state.report : null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1}>{PAGE_SHELLS.report.title}</Title>
          {report && (
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {report.booking.property_address} · Report No. {report.booking.report_number}
            </Text>
          )}
          {/* Where the address goes, as the page's shell has it (D-182). */}
          {state.status === 'loading' && <Skeleton height={16} my={4} width="60%" aria-hidden />}
        </div>
        {report && (
          <Button leftSection={<IconFileDownload size={18} aria-hidden />} onClick={() => void pdf.start()} loading={pdf.isBusy}>
            Download PDF
          </Button>
        )}
      </Group>
      {pdf.error && (
        <Alert color="red" role="alert" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={pdf.clearError}>
          {pdf.error}
        </Alert>
      )}
      {report && isCheckoutReturn && report.booking.paid_at && (
        <Group gap="xs" wrap="nowrap" role="status">
          <IconCircleCheck size={22} color="var(--mantine-color-teal-9)" aria-hidden style={{ flexShrink: 0 }} />
          <Text fw={600} c="teal.9">
            Payment received. Thank you, the full report is unlocked.
          </Text>
        </Group>
      )}
      {state.status === 'loading' && <PageLoader label={reportMessages.loading} />}
      {state.status === 'failed' && <NoReport canRetry={state.canRetry} onRetry={retry} />}
      {report && <ReportReader report={report} />}
      {report && <RepairRequestPanel bookingId={bookingId} sections={report.reportData} />}
      {state.status === 'payment-required' &&
        (confirmation.phase === 'confirming' ? (
          <ConfirmingPayment />
        ) : (
          <>
            {params.get(PAYMENT_PARAM) === 'failed' && (
              <Alert color="red" role="alert" variant="light" maw={620}>
                {paymentMessages.setupFailed}
              </Alert>
            )}
            {confirmation.phase === 'timed-out' && <PaymentNotConfirmed onCheckAgain={confirmation.restart} />}
            <PaymentRequiredCard booking={state.booking} />
          </>
        ))}
    </Stack>
  );
}

/** product/outreach.md §4: every failure but a 402 reads the same; a lost connection may be retried. */
function NoReport({ canRetry, onRetry }: { canRetry: boolean; onRetry: () => void }) {
  return (
    <EmptyState icon={<IconFileOff size={32} aria-hidden />} withIndicatorBackground py="xl" role={canRetry ? 'alert' : undefined}>
      <EmptyState.Title order={2}>{reportMessages.notFound}</EmptyState.Title>
      <EmptyState.Description>
        {canRetry
          ? 'The report could not be loaded. Check your connection and try again.'
          : 'The report may not be uploaded yet, or the address may be wrong.'}
      </EmptyState.Description>
      <Group justify="center" mt="md">
        {canRetry && <Button onClick={onRetry}>Try again</Button>}
        <Button component={Link} to="/my-inspections" variant={canRetry ? 'default' : 'filled'}>
          Back to Inspections
        </Button>
      </Group>
    </EmptyState>
  );
}
