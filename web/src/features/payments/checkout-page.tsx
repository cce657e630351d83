import { Alert, Anchor, Button, DataList, Group, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatMoney } from '#shared/booking.js';
import { paymentMessages, type LocalCheckoutReply } from '#shared/payments.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { useLeaveFor } from '../../components/use-leave-for';
import { useLoaded } from '../../components/use-loaded';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { usePageTitle } from '../../components/use-page-title';
import { PublicFrame } from './public-frame';
import { loadLocalCheckout, payLocalCheckout, type LocalCheckoutState } from './payments-api';

/** '$375.00' in the checkout's currency (Stripe-style amounts in cents). */
export function formatAmount(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
  } catch {
    return formatMoney(cents / 100);
  }
}

/**
 * /checkout/{id}: the local test checkout. Without Stripe keys (development machines
 * only) the payment flows land here instead of on Stripe Checkout, so the whole path,
 * webhook-equivalent included, can be walked without a provider.
 */
export function CheckoutPage() {
  usePageTitle('Test checkout');
  const { id = '' } = useParams();
  const fetcher = useCallback((signal: AbortSignal) => loadLocalCheckout(id, signal), [id]);
  const { data, setData, error, reload } = useLoaded(fetcher, { describeError: () => UNEXPECTED_ERROR });
  const state: LocalCheckoutState = error ? { status: 'error', message: error } : (data ?? { status: 'loading' });

  return (
    <PublicFrame>
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
        Test payment — no money moves. This page stands in for Stripe Checkout on development machines.
      </Alert>
      <CheckoutBody
        id={id}
        state={state}
        onRetry={() => {
          setData(null);
          reload();
        }}
      />
    </PublicFrame>
  );
}

function CheckoutBody({ id, state, onRetry }: { id: string; state: LocalCheckoutState; onRetry: () => void }) {
  switch (state.status) {
    case 'loading':
      return <PageLoader label="Loading the checkout…" />;
    case 'error':
      return (
        <>
          <Title order={1} size="h2">
            Checkout
          </Title>
          <RetryAlert title="Could not load this checkout" message={state.message} onRetry={onRetry} />
        </>
      );
    case 'not-found':
      return <Ended />;
    case 'ready': {
      const { checkout } = state;
      if (checkout.status === 'expired') return <Ended backUrl={checkout.cancel_url} />;
      return (
        <>
          <Title order={1} size="h2">
            {checkout.status === 'paid' ? 'Already paid' : 'Checkout'}
          </Title>
          <CheckoutFacts checkout={checkout} />
          {checkout.status === 'paid' ? (
            <>
              <Group gap="xs" wrap="nowrap" role="status">
                <IconCircleCheck size={24} color="var(--mantine-color-teal-9)" aria-hidden />
                <Text fw={600}>This payment is complete. Nothing more is needed.</Text>
              </Group>
              <Button component="a" href={checkout.return_url}>
                Return to the report
              </Button>
            </>
          ) : (
            <PayButton id={id} checkout={checkout} />
          )}
        </>
      );
    }
  }
}

function CheckoutFacts({ checkout }: { checkout: LocalCheckoutReply }) {
  return (
    <DataList orientation="horizontal" labelWidth={110} withDivider>
      <DataList.Item>
        <DataList.ItemLabel>Amount</DataList.ItemLabel>
        <DataList.ItemValue fw={700}>{formatAmount(checkout.amount_cents, checkout.currency)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>For</DataList.ItemLabel>
        <DataList.ItemValue>{checkout.description}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Property</DataList.ItemLabel>
        <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{checkout.property_address}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Paid by</DataList.ItemLabel>
        <DataList.ItemValue>{checkout.payer === 'agent' ? 'The agent' : 'The client'}</DataList.ItemValue>
      </DataList.Item>
    </DataList>
  );
}

function PayButton({ id, checkout }: { id: string; checkout: LocalCheckoutReply }) {
  const { isBusy, error, start: pay } = useLeaveFor({
    fetchUrl: () => payLocalCheckout(id),
    describeError: (caught) => (caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR),
    staysOnPage: false,
  });
  return (
    <>
      {error && (
        <Alert color="red" role="alert" variant="light">
          {error}
        </Alert>
      )}
      <Group gap="sm">
        <Button onClick={() => void pay()} loading={isBusy}>
          Pay {formatAmount(checkout.amount_cents, checkout.currency)} (test)
        </Button>
        <Button component="a" href={checkout.cancel_url} variant="default">
          Cancel
        </Button>
      </Group>
    </>
  );
}

/** Expired or unknown: nothing to pay here; a new payment starts from the report or download page. */
function Ended({ backUrl }: { backUrl?: string }) {
  return (
    <>
      <Title order={1} size="h2">
        Checkout ended
      </Title>
      <Text>{paymentMessages.checkoutNotFound} Start the payment again from the report page.</Text>
      {backUrl ? (
        <Button component="a" href={backUrl} variant="default">
          Back to the report
        </Button>
      ) : (
        <Anchor component={Link} to="/">
          Home
        </Anchor>
      )}
    </>
  );
}
