import { Alert, Button, DataList, Group, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCreditCard, IconFileDownload } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { formatMoney } from '#shared/booking.js';
import { needsPayment, paymentMessages, type DownloadReply } from '#shared/payments.js';
import { ApiError } from '../../api';
import { useLeaveFor } from '../../components/use-leave-for';
import { useLoaded } from '../../components/use-loaded';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { usePageTitle } from '../../components/use-page-title';
import { formatDay } from '../../lib/format-date';
import { usePdfDownload } from '../../components/use-pdf-download';
import { ReportNotFound } from './report-not-found';
import { ConfirmingPayment, PaymentNotConfirmed } from './payment-notices';
import { PublicFrame } from './public-frame';
import { fetchDownloadPdfLink, LOAD_FAILED, loadDownload, startClientCheckout, type DownloadState } from './payments-api';
import { usePaymentConfirmation } from './use-payment-confirmation';

/** The long button labels wrap on a 320 px phone instead of being cut off. */
const WRAP = { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } } as const;

/** /download/{token}: the client's report-ready page; pay if needed, then download (product/outreach.md §2). */
export function DownloadPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const fetcher = useCallback((signal: AbortSignal) => loadDownload(token, signal), [token]);
  const { data, setData: setState, error, reload } = useLoaded(fetcher, { describeError: () => LOAD_FAILED });
  const state: DownloadState = error ? { status: 'error', message: error } : (data ?? { status: 'loading' });
  usePageTitle(state.status === 'not-found' ? 'Report not found' : 'Inspection report ready');

  const confirm = useCallback(
    async (signal: AbortSignal) => {
      const next = await loadDownload(token, signal);
      if (next.status !== 'ready' || needsPayment(next.report)) return false;
      setState(next);
      return true;
    },
    [token, setState],
  );
  const isWaiting = params.get('checkout') === 'success' && state.status === 'ready' && needsPayment(state.report);
  const confirmation = usePaymentConfirmation(isWaiting, confirm);

  switch (state.status) {
    case 'loading':
      return (
        <PublicFrame>
          {/* The report's facts and its button: about this tall on a phone and on a wider screen. */}
          <PageLoader label="Loading your report…" minHeight={{ base: 450, sm: 400 }} />
        </PublicFrame>
      );
    case 'not-found':
      return <ReportNotFound isExpired={state.isExpired} />;
    case 'error':
      return (
        <PublicFrame>
          <Title order={1} size="h2">
            Inspection Report
          </Title>
          <RetryAlert
            title="Could not load your report"
            message={state.message}
            onRetry={() => {
              setState(null);
              reload();
            }}
          />
        </PublicFrame>
      );
    case 'ready':
      return (
        <PublicFrame>
          <Title order={1} size="h2">
            Inspection Report Ready
          </Title>
          <ReportFacts report={state.report} />
          {!needsPayment(state.report) ? (
            <PaidActions token={token} isPaid={Boolean(state.report.paid_at)} />
          ) : confirmation.phase === 'confirming' ? (
            <ConfirmingPayment />
          ) : (
            <>
              {confirmation.phase === 'timed-out' && <PaymentNotConfirmed onCheckAgain={confirmation.restart} />}
              <PayAction token={token} price={state.report.total_price} onAlreadyPaid={reload} />
            </>
          )}
        </PublicFrame>
      );
  }
}

function ReportFacts({ report }: { report: DownloadReply }) {
  const facts: [string, string][] = [
    ['Property', report.property_address],
    ['Client', report.client_name],
    ['Inspection date', formatDay(report.inspection_date)],
    ['Report number', report.report_number],
    ['Report cost', formatMoney(report.total_price)],
  ];
  return (
    <DataList orientation="horizontal" labelWidth={130} withDivider>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList>
  );
}

/** Unpaid: off to checkout (Stripe, or the local test page); the PDF waits for the confirmed payment. */
function PayAction({ token, price, onAlreadyPaid }: { token: string; price: number; onAlreadyPaid: () => void }) {
  const { isBusy, error, start: pay } = useLeaveFor({
    fetchUrl: () => startClientCheckout(token),
    // A lost connection gets the spec's wording (product/outreach.md §8); the server's own reason is shown as is.
    describeError: (caught) => (caught instanceof ApiError && caught.status !== 0 ? caught.message : paymentMessages.setupFailed),
    staysOnPage: false,
    // Paid meanwhile (by the agent, say): show the download instead.
    onError: (caught) => caught instanceof ApiError && caught.status === 409 && onAlreadyPaid(),
  });
  return (
    <>
      {error && (
        <Alert color="red" role="alert" variant="light">
          {error}
        </Alert>
      )}
      <Text fw={600}>Complete payment to download your report:</Text>
      <Button size="md" fullWidth h="auto" mih={42} py={8} styles={WRAP} leftSection={<IconCreditCard size={20} aria-hidden />} onClick={() => void pay()} loading={isBusy}>
        Pay {formatMoney(price)} &amp; Download Report
      </Button>
    </>
  );
}

function PaidActions({ token, isPaid }: { token: string; isPaid: boolean }) {
  const pdf = usePdfDownload(() => fetchDownloadPdfLink(token));
  return (
    <>
      {isPaid && (
        <Group gap="xs" wrap="nowrap" role="status">
          <IconCircleCheck size={24} color="var(--mantine-color-teal-9)" aria-hidden />
          <Text fw={600} c="teal.9">
            Payment received!
          </Text>
        </Group>
      )}
      {pdf.error && (
        <Alert color="red" role="alert" variant="light">
          {pdf.error}
        </Alert>
      )}
      <Button size="md" fullWidth h="auto" mih={42} py={8} styles={WRAP} leftSection={<IconFileDownload size={20} aria-hidden />} onClick={() => void pdf.start()} loading={pdf.isBusy}>
        Download Your Report (PDF)
      </Button>
    </>
  );
}
