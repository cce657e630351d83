import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconInbox, IconRefresh } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { NotFoundPage } from '../../components/not-found-page';
import { PageLoader } from '../../components/page-loader';
import { PublicPage } from '../../components/public-page';
import { usePageTitle } from '../../components/use-page-title';
import { retryBusinessInfo, useBusinessInfoState } from '../../components/business-info';
import { OutboxMessageCard } from './outbox-message-card';
import { useOutbox } from './use-outbox';
import { RetryAlert } from '../../components/retry-alert';
import { useOneMoreAfterEachPaint } from '../../components/use-one-more-after-each-paint';

/**
 * /dev/outbox: the emails and texts the app sent, outside production only
 * (product/platform.md §7). Outside the signed-in layout, so sign-up and sign-in
 * messages can be read while signed out.
 */
export function OutboxPage() {
  const business = useBusinessInfoState();
  // The build renders this page (D-220) as production, a guess: it waits for the fetch's answer.
  if (business.status === 'ready' && !business.isFromBuild) {
    return business.info.is_production ? <NotFoundPage /> : <OutboxView timeZone={business.info.time_zone} />;
  }
  const failure = business.status === 'error' ? business.message : business.status === 'ready' ? business.checkError : undefined;
  return (
    <PublicPage>
      <Container size="md" py="xl">
        <OutboxHeading />
        {failure ? (
          <RetryAlert title="Could not check this deployment" message={failure} onRetry={retryBusinessInfo} />
        ) : (
          <PageLoader label="Loading messages…" />
        )}
      </Container>
    </PublicPage>
  );
}

/** The same heading while the deployment is checked and after, so the page does not move under it. */
function OutboxHeading({ action }: { action?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" mb="md" mih={60}>
      <div>
        <Title order={1}>Sent messages</Title>
        <Text c="dimmed">Development only: every email and text the app sent, newest first.</Text>
      </div>
      {action}
    </Group>
  );
}

// A first slice of the list, then the rest on request: drawing every card of a busy stack at
// once was one long task on a phone (Lighthouse's total blocking time, D-212). The slice itself
// is committed a few cards per task, so the first messages (the page's LCP) paint sooner (D-245).
const FIRST_SLICE = 20;
const PER_TASK = 5;

function timeFormatter(timeZone: string): (iso: string) => string {
  const options: Intl.DateTimeFormatOptions = {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    // An unknown zone name in configuration: the browser's own zone, named, still reads correctly.
    format = new Intl.DateTimeFormat('en-US', options);
  }
  return (iso) => format.format(new Date(iso));
}

function OutboxView({ timeZone }: { timeZone: string }) {
  usePageTitle('Sent messages');
  const outbox = useOutbox();
  const [isAllShown, setAllShown] = useState(false);
  const formatTime = timeFormatter(timeZone);
  const count = outbox.messages?.length ?? 0;
  const drawnOfSlice = useOneMoreAfterEachPaint(Math.ceil(Math.min(count, FIRST_SLICE) / PER_TASK)) * PER_TASK;
  return (
    <PublicPage>
      <Container size="md" py="xl">
        <OutboxHeading
          action={
            <Button onClick={outbox.refresh} loading={outbox.isLoading} leftSection={<IconRefresh size={16} aria-hidden />}>
              Refresh
            </Button>
          }
        />
        {outbox.error && (
          <Alert color="red" title="Could not load the messages" mb="md">
            {outbox.error}
          </Alert>
        )}
        {!outbox.messages && outbox.isLoading && <PageLoader label="Loading messages…" />}
        {outbox.messages && (
          <>
            <Text size="sm" c="dimmed" mb="sm" role="status">
              {outbox.messages.length === 1 ? '1 message' : `${outbox.messages.length} messages`}
            </Text>
            {outbox.messages.length === 0 ? (
              <Stack align="center" gap="xs" py="xl">
                <IconInbox size={40} stroke={1.4} aria-hidden />
                <Text fw={600}>No messages yet</Text>
                <Text size="sm" c="dimmed" ta="center">
                  Emails and texts appear here as soon as the app sends them, for example after a sign-up.
                </Text>
              </Stack>
            ) : (
              <>
                <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                  {(isAllShown ? outbox.messages : outbox.messages.slice(0, Math.min(FIRST_SLICE, drawnOfSlice))).map((message) => (
                    <OutboxMessageCard key={message.id} message={message} formatTime={formatTime} />
                  ))}
                </Stack>
                {/* Once the slice is drawn, so it does not move down as cards are added. */}
                {!isAllShown && outbox.messages.length > FIRST_SLICE && drawnOfSlice >= FIRST_SLICE && (
                  <Button variant="default" mt="md" onClick={() => setAllShown(true)}>
                    Show the {outbox.messages.length - FIRST_SLICE} older messages
                  </Button>
                )}
              </>
            )}
          </>
        )}
      </Container>
    </PublicPage>
  );
}
