import { Alert, Button, Card, Container, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { NextSessionReply } from '#shared/ce.js';
import { api } from '../../api';
import { useBusinessInfo } from '../../components/business-info';
import { PageLoader } from '../../components/page-loader';
import { PublicPage } from '../../components/public-page';
import { useLoaded } from '../../components/use-loaded';
import { usePageTitle } from '../../components/use-page-title';
import { ceMessages } from '#shared/ce-messages.js';
import { COPIED_MS, copyText } from './copy';
import { describeSession, shareMessages } from './share-messages';

const findNextSession = (signal: AbortSignal) => api<NextSessionReply>('/api/ce/public/next-session', { signal }).then((reply) => reply.next_session);

/** /ce-class: twelve messages an agent copies to invite other agents to a CE class (product/outreach.md §2; issue 11 point 5). */
export function SharePage() {
  usePageTitle('Share our free CE classes');
  const business = useBusinessInfo();
  // The messages work without the next session: a failed load leaves them generic.
  const { data: next, isLoading } = useLoaded(findNextSession);
  const messages = shareMessages(next ?? null, business?.name ?? '');
  return (
    <PublicPage>
      <Container size="lg" py={{ base: 'md', sm: 40 }} px="md">
        <Stack gap="lg">
          <div>
            <Title order={1}>Share our free CE classes</Title>
            <Text c="dimmed">Copy a message and send it to agents you know: by text, email or a post.</Text>
          </div>
          {/* The messages name the next class: drawn before it is known, they would grow and the
              notice above them would push them down (CLS 0.20 on a phone, D-212). The build renders
              this loading state; the next session is fetched beside its paint (shared/site-pages.ts). */}
          {isLoading && !next ? (
            <PageLoader label="Loading the messages…" />
          ) : (
            <>
              {next && <Alert variant="light" title="Next class">{describeSession(next)}</Alert>}
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {messages.map((message) => (
                  <MessageCard key={message.title} title={message.title} text={message.text} />
                ))}
              </SimpleGrid>
            </>
          )}
        </Stack>
      </Container>
    </PublicPage>
  );
}

function MessageCard({ title, text }: { title: string; text: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    const isDone = await copyText(text);
    setState(isDone ? 'copied' : 'failed');
    clearTimeout(timer.current);
    // product/outreach.md §9: the copied state lasts 2 seconds.
    if (isDone) timer.current = setTimeout(() => setState('idle'), COPIED_MS);
  };
  const headingId = `share-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%" justify="space-between">
        <div>
          <Title order={2} size="h4" id={headingId} mb={6}>
            {title}
          </Title>
          <Text>{text}</Text>
        </div>
        {state === 'failed' && (
          <Text size="sm" c="red.8" role="alert">
            {ceMessages.copyShareUnsupported}
          </Text>
        )}
        <Button variant={state === 'copied' ? 'filled' : 'default'} color={state === 'copied' ? 'green.9' : undefined} onClick={() => void copy()} aria-describedby={headingId}>
          {state === 'copied' ? 'Copied!' : 'Copy'}
        </Button>
        <VisuallyHidden aria-live="polite">{state === 'copied' ? `${title} copied` : ''}</VisuallyHidden>
      </Stack>
    </Card>
  );
}
