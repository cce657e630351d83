import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { contractMessages } from '#shared/contracts.js';
import { PageLoader } from '../../components/page-loader';
import { PublicPage } from '../../components/public-page';
import { useLoaded } from '../../components/use-loaded';
import { usePageTitle } from '../../components/use-page-title';
import { formatMoney } from '#shared/booking.js';
import { formatDay, formatInstant } from '../../lib/format-date';
import { loadContract, type ContractState } from './contracts-api';
import { SignForm } from './sign-form';

type PageState = ContractState | { status: 'done'; signedAt: string };

/** /sign/{id}: the client reads and signs the service agreement (product/portal.md §2, §8). */
export function SignPage() {
  usePageTitle('Service agreement');
  const { id = '' } = useParams();
  const fetcher = useCallback((signal: AbortSignal): Promise<PageState> => loadContract(id, signal), [id]);
  const { data, setData: setState, error } = useLoaded(fetcher, { describeError: () => contractMessages.loadFailed });
  const state: PageState = error ? { status: 'error', message: error } : (data ?? { status: 'loading' });

  return (
    <PublicPage>
      <Container size="md" py="xl">
        <SignBody state={state} token={id} onDone={setState} />
      </Container>
    </PublicPage>
  );
}

function SignBody({ state, token, onDone }: { state: PageState; token: string; onDone: (state: PageState) => void }) {
  switch (state.status) {
    case 'loading':
      return <PageLoader label="Loading the agreement…" />;
    case 'not-found':
      return <Outcome title="Link not found" text={state.message} color="gray" />;
    case 'error':
      return <Outcome title={contractMessages.loadFailed} text="Please try again in a moment, or call us." color="red" />;
    case 'signed':
      return <Outcome title="Contract Already Signed" text={`This agreement was signed${state.signedAt ? ` on ${formatInstant(state.signedAt)}` : ''}. Nothing more is needed.`} color="blue" />;
    case 'done':
      return <Outcome title="Thank you, the agreement is signed" text={`Signed on ${formatInstant(state.signedAt)}. Your agent has been told; you may close this page.`} color="green" />;
    case 'ready': {
      const { contract } = state;
      return (
        <Stack gap="lg">
          <Title order={1}>Pre-inspection service agreement</Title>
          <Paper withBorder p="md">
            <Text><b>Property:</b> {contract.property_address}</Text>
            <Text><b>Client:</b> {contract.client_full_name}</Text>
            <Text><b>Inspection fee:</b> {formatMoney(contract.total_price)}</Text>
            {contract.inspection_date && <Text><b>Inspection:</b> {formatDay(contract.inspection_date)}, {contract.inspection_time}</Text>}
          </Paper>
          <Paper withBorder p="md" component="section" aria-label="Agreement text" mah={480} style={{ overflowY: 'auto' }} tabIndex={0}>
            <Text style={{ whiteSpace: 'pre-wrap' }} size="sm">{contract.agreement_text}</Text>
          </Paper>
          <SignForm token={token} defaultName={contract.client_full_name} onDone={onDone} />
        </Stack>
      );
    }
  }
}

function Outcome({ title, text, color }: { title: string; text: string; color: string }) {
  return (
    <Alert color={color} title={<Title order={1} size="h3">{title}</Title>} icon={color === 'green' ? <IconCircleCheck aria-hidden /> : undefined} role={color === 'red' ? 'alert' : 'status'}>
      {text}
    </Alert>
  );
}
