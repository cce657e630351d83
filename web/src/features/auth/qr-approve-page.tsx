import { Alert, Anchor, Button, Container, DataList, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconFingerprint, IconX } from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { QrInfoReply } from '#shared/auth.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { PageLoader } from '../../components/page-loader';
import { PublicPage } from '../../components/public-page';
import { useLoaded } from '../../components/use-loaded';
import { usePageTitle } from '../../components/use-page-title';
import { passkeyErrorMessage, passkeyMessages } from './passkey-errors';
import { approveQrLogin, declineQrLogin, readQrInfo } from './qr-approve-api';
import { describeUserAgent } from './qr-approve-device';

/** product/outreach.md §4: loaded, approving, then approved or error; declining is the other way out. */
type View =
  | { name: 'loading' }
  | { name: 'loaded'; info: QrInfoReply; busy: 'approve' | 'decline' | null; notice: string | null }
  | { name: 'approved'; message: string }
  | { name: 'declined' }
  | { name: 'error'; message: string };

const CANCELLED = 'Authentication was cancelled';
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : UNEXPECTED_ERROR);

/** /qr-approve/{token}: the phone approves (with a passkey) or declines a sign-in on another device. */
export function QrApprovePage() {
  const { token = '' } = useParams();
  // Another request starts from its own load, not from the previous one's outcome.
  return <QrApproveView key={token} token={token} />;
}

function QrApproveView({ token }: { token: string }) {
  const fetcher = useCallback((signal: AbortSignal) => readQrInfo(token, signal), [token]);
  const loaded = useLoaded(fetcher, { describeError: messageOf });
  // What the approve and decline buttons led to; until then the view follows the load.
  const [acted, setActed] = useState<View | null>(null);
  const view: View =
    acted ??
    (loaded.error
      ? { name: 'error', message: loaded.error }
      : loaded.data
        ? { name: 'loaded', info: loaded.data, busy: null, notice: null }
        : { name: 'loading' });
  usePageTitle(view.name === 'error' ? 'Cannot approve login' : 'Approve login');

  if (view.name === 'loading') return <Frame title="Approve Login"><PageLoader label="Loading the sign-in request…" /></Frame>;
  if (view.name === 'error') {
    return (
      <Frame title="Cannot Approve Login">
        <Alert color="red" role="alert" variant="light" icon={<IconX size={20} aria-hidden />}>
          {view.message}
        </Alert>
        <Text size="sm">Ask for a new code on the computer you are signing in to, and scan it again.</Text>
      </Frame>
    );
  }
  if (view.name === 'approved' || view.name === 'declined') {
    const isApproved = view.name === 'approved';
    return (
      <Frame title="Approve Login">
        <Group gap="sm" wrap="nowrap" role="status">
          <ThemeIcon size={44} radius="xl" color={isApproved ? 'green.8' : 'gray.7'} aria-hidden>
            {isApproved ? <IconCircleCheck size={28} /> : <IconX size={28} />}
          </ThemeIcon>
          <Text fw={600}>{isApproved ? view.message : 'Login declined. The other device was not signed in.'}</Text>
        </Group>
      </Frame>
    );
  }

  const { info, busy, notice } = view;
  const act = async (kind: 'approve' | 'decline') => {
    setActed({ ...view, busy: kind, notice: null });
    try {
      if (kind === 'approve') setActed({ name: 'approved', message: await approveQrLogin(token) });
      else {
        await declineQrLogin(token);
        setActed({ name: 'declined' });
      }
    } catch (error) {
      // product/outreach.md §4 words a cancel differently here; a cancelled prompt can be tried again,
      // a refusal by the server ends the request.
      const message = passkeyErrorMessage(error);
      if (message === passkeyMessages.cancelled) setActed({ ...view, busy: null, notice: CANCELLED });
      else setActed({ name: 'error', message: kind === 'decline' ? messageOf(error) : message });
    }
  };

  return (
    <Frame title="Approve Login">
      <Text>Someone is signing in to your account on another device. Approve only if it is you.</Text>
      <DataList orientation="horizontal" labelWidth={110} withDivider>
        <DataList.Item>
          <DataList.ItemLabel>Device</DataList.ItemLabel>
          <DataList.ItemValue>{describeUserAgent(info.user_agent)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>IP address</DataList.ItemLabel>
          <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{info.ip_address || 'Unknown'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Time</DataList.ItemLabel>
          <DataList.ItemValue>{timeFormat.format(new Date(info.created_at))}</DataList.ItemValue>
        </DataList.Item>
      </DataList>
      {notice && (
        <Alert color="yellow" role="alert" variant="light">
          {notice}
        </Alert>
      )}
      <Stack gap="xs">
        <Button
          size="md"
          leftSection={busy === 'approve' ? <Loader size="xs" color="white" aria-hidden /> : <IconFingerprint size={20} aria-hidden />}
          // Stays focusable while busy (data-disabled, not disabled), so focus is not dropped to the page.
          onClick={() => busy === null && void act('approve')}
          data-disabled={busy !== null || undefined}
          aria-disabled={busy !== null}
        >
          {busy === 'approve' ? 'Authenticating...' : 'Approve with Face ID'}
        </Button>
        <Button variant="default" onClick={() => void act('decline')} loading={busy === 'decline'} disabled={busy === 'approve'}>
          Decline
        </Button>
      </Stack>
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PublicPage>
      <Container size={460} py={{ base: 'lg', sm: 48 }} px="md">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <Stack gap="md">
            <Title order={1} size="h2">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
        <Text size="sm" mt="md" ta="center">
          <Anchor component={Link} to="/">
            Home
          </Anchor>
        </Text>
      </Container>
    </PublicPage>
  );
}
