import { Alert, Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ceMessages } from '#shared/ce-messages.js';
import type { CeSession } from '#shared/ce.js';
import { ApiError } from '../../api';
import { ConfirmModal, type ConfirmRequest } from '../../components/confirm-modal';
import { LoadMore } from '../../components/load-more';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { TableOrCards } from '../../components/table-or-cards';
import { formatDay } from '../../lib/format-date';
import { AttendeesModal } from './attendees-modal';
import { deleteSession } from './ce-api';
import { formatAttendance, formatHours, formatTime } from './format-ce';
import { QrModal } from './qr-modal';
import { SessionCreateForm } from './session-create-form';
import { SessionEditModal } from './session-edit-modal';
import type { CeData } from './use-ce-data';

const STATUS_ID = 'ce-sessions-status';
type Open = { kind: 'qr' | 'attendees' | 'edit'; session: CeSession } | null;

/** The Sessions tab: create form, list, QR, attendees, edit and delete (product/outreach.md §2, §4). */
export function SessionsTab({ data }: { data: CeData }) {
  const [open, setOpen] = useState<Open>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [status, setStatus] = useState<{ color: string; text: string } | null>(null);

  if (data.isLoading && !data.data) return <PageLoader label="Loading sessions…" />;
  if (data.error || !data.data) return <RetryAlert title={ceMessages.loadFailed} message={data.error ?? ceMessages.loadFailed} onRetry={data.reload} />;
  const { classes, sessions } = data.data;

  const askDelete = (session: CeSession) =>
    setConfirm({
      title: 'Delete session?',
      message: `Delete the ${formatDay(session.session_date)} session of “${session.class_name}” (${session.class_code})? Its QR code stops working.`,
      confirmLabel: 'Delete session',
      isDestructive: true,
      fallbackFocusId: STATUS_ID,
      onConfirm: async () => {
        try {
          await deleteSession(session.id);
          data.dropSession(session);
          setStatus({ color: 'green', text: 'Session deleted.' });
        } catch (caught) {
          setStatus({ color: 'red', text: caught instanceof ApiError ? caught.message : ceMessages.deleteSessionFailed });
        }
      },
    });

  const actions = (session: CeSession, justify = 'flex-end') => <SessionActions session={session} justify={justify} onOpen={(kind) => setOpen({ kind, session })} onDelete={() => askDelete(session)} />;

  return (
    <Stack gap="lg">
      <SessionCreateForm
        classes={classes}
        onCreated={(session) => {
          data.putSession(session, 1);
          setStatus({ color: 'green', text: `Session of ${session.class_name} on ${formatDay(session.session_date)} created.` });
          setOpen({ kind: 'qr', session });
        }}
      />
      <div id={STATUS_ID} tabIndex={-1} role="status">
        {status && (
          <Alert color={status.color} variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={() => setStatus(null)}>
            {status.text}
          </Alert>
        )}
      </div>
      <Stack gap="sm" component="section" aria-labelledby="sessions-heading">
        <Title order={2} size="h3" id="sessions-heading">
          Sessions
        </Title>
        {sessions.length === 0 && !data.sessionsPage.hasMore ? (
          <Text c="dimmed">No sessions scheduled yet.</Text>
        ) : (
          <>
            <TableOrCards
              items={sessions}
              itemKey={(session) => session.id}
              minWidth={820}
              columns={[
                { header: 'Date', cell: (session) => <SessionWhen session={session} /> },
                { header: 'Class', cell: (session) => <SessionClass session={session} /> },
                { header: 'Location', cell: (session) => session.location ?? <Text c="dimmed">Not set</Text> },
                { header: 'Attendees', cell: (session) => formatAttendance(session.attendee_count, session.max_attendees) },
                { header: <VisuallyHidden>Actions</VisuallyHidden>, cell: (session) => actions(session) },
              ]}
              card={(session) => (
                <Stack gap={6}>
                  <SessionWhen session={session} />
                  <SessionClass session={session} />
                  <Text size="sm">{session.location ?? 'Location not set'}</Text>
                  <Text size="sm">Attendees: {formatAttendance(session.attendee_count, session.max_attendees)}</Text>
                  {actions(session, 'flex-start')}
                </Stack>
              )}
            />
            <LoadMore
              noun="sessions"
              nounOne="session"
              shown={sessions.length}
              hasMore={data.sessionsPage.hasMore}
              isLoading={data.sessionsPage.isLoadingMore}
              error={data.sessionsPage.moreError}
              onLoadMore={data.sessionsPage.loadMore}
            />
          </>
        )}
      </Stack>
      {open?.kind === 'qr' && <QrModal session={open.session} onClose={() => setOpen(null)} />}
      {open?.kind === 'attendees' && <AttendeesModal session={open.session} onCountChange={(count) => data.setAttendeeCount(open.session.id, count)} onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && (
        <SessionEditModal
          session={open.session}
          onClose={() => setOpen(null)}
          onSaved={(session) => {
            data.putSession(session);
            setStatus({ color: 'green', text: 'Session updated.' });
            setOpen(null);
          }}
        />
      )}
      <ConfirmModal request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}

function SessionWhen({ session }: { session: CeSession }) {
  return (
    <div>
      <Text fw={600}>{formatDay(session.session_date)}</Text>
      {session.session_time && <Text size="sm">{formatTime(session.session_time)}</Text>}
    </div>
  );
}

function SessionClass({ session }: { session: CeSession }) {
  return (
    <div>
      <Text>{session.class_name}</Text>
      <Group gap={6}>
        <Text size="sm" c="dimmed">
          {session.class_code}
        </Text>
        <Badge variant="filled" color="brand.7" size="sm">
          {formatHours(session.class_hours)}
        </Badge>
      </Group>
    </div>
  );
}

interface ActionsProps {
  session: CeSession;
  onOpen: (kind: 'qr' | 'attendees' | 'edit') => void;
  onDelete: () => void;
  justify: string;
}

function SessionActions({ session, onOpen, onDelete, justify }: ActionsProps) {
  const hasAttendees = session.attendee_count > 0;
  const name = <VisuallyHidden>{` ${session.class_name} ${formatDay(session.session_date)}`}</VisuallyHidden>;
  return (
    <Group gap={6} justify={justify}>
      <Button size="xs" onClick={() => onOpen('qr')}>
        QR code{name}
      </Button>
      <Button size="xs" variant="default" onClick={() => onOpen('attendees')}>
        Attendees{name}
      </Button>
      {/* product/outreach.md §4: only while nobody has attended; the attendance records name what was held. */}
      <Button size="xs" variant="default" onClick={() => onOpen('edit')} disabled={hasAttendees}>
        {hasAttendees ? 'Edit (Locked)' : 'Edit'}
        {name}
      </Button>
      {!hasAttendees && (
        <Button size="xs" variant="light" color="red" onClick={onDelete}>
          Delete{name}
        </Button>
      )}
    </Group>
  );
}
