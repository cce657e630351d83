import { Alert, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useCallback, useState } from 'react';
import { ceMessages } from '#shared/ce-messages.js';
import type { Attendee, AttendeesReply, CeSession } from '#shared/ce.js';
import { ApiError } from '../../api';
import { AppModal } from '../../components/app-modal';
import { LoadMore } from '../../components/load-more';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { TableOrCards } from '../../components/table-or-cards';
import { usePagedList } from '../../components/use-paged-list';
import { formatDay } from '../../lib/format-date';
import { deleteAttendee, findAttendeesReply } from './ce-api';
import { formatTime } from './format-ce';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

interface Props {
  session: CeSession;
  onCountChange: (count: number) => void;
  onClose: () => void;
}

type Summary = Pick<AttendeesReply, 'session_info' | 'total_attendees'>;

/** Who logged attendance, a page at a time (D-184), with removal (product/outreach.md §2; GET …/attendees, DELETE /api/ce/attendance/{id}). */
export function AttendeesModal({ session, onCountChange, onClose }: Props) {
  // Every page repeats the session's info and total (its counter): the latest one is shown.
  const [summary, setSummary] = useState<Summary | null>(null);
  const fetcher = useCallback(
    ({ cursor }: { cursor?: string }, signal: AbortSignal) =>
      findAttendeesReply(session.id, cursor, signal).then((reply) => {
        setSummary({ session_info: reply.session_info, total_attendees: reply.total_attendees });
        return { items: reply.attendees, next_cursor: reply.next_cursor };
      }),
    [session.id],
  );
  const list = usePagedList(fetcher, '');
  const { items: attendees, setItems, error, reload } = list;
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  // A second click is the confirmation: a person who logged by mistake is removed in two taps, never by one stray one.
  const remove = async (attendee: Attendee) => {
    if (removing !== attendee.id) return setRemoving(attendee.id);
    setRemoveError(null);
    try {
      await deleteAttendee(attendee.id);
      setItems((items) => items && items.filter((item) => item.id !== attendee.id));
      const total = Math.max(0, (summary?.total_attendees ?? 1) - 1);
      setSummary((old) => old && { ...old, total_attendees: total });
      onCountChange(total);
    } catch (caught) {
      setRemoveError(caught instanceof ApiError ? caught.message : ceMessages.deleteAttendeeFailed);
    } finally {
      setRemoving(null);
    }
  };

  const removeButton = (attendee: Attendee) => (
    <Button size="xs" variant="light" color="red" onClick={() => void remove(attendee)}>
      {removing === attendee.id ? 'Confirm remove' : 'Remove'}
      <VisuallyHidden> {attendee.full_name}</VisuallyHidden>
    </Button>
  );

  const info = summary?.session_info;
  return (
    <AppModal opened onClose={onClose} title={`Attendees: ${session.class_name}`} size="xl">
      {error ? (
        <RetryAlert message={error} onRetry={reload} />
      ) : !attendees || !summary || !info ? (
        <PageLoader label="Loading attendees…" />
      ) : (
        <Stack gap="md">
          <Text size="sm">
            {[formatDay(info.session_date), formatTime(info.session_time), info.location].filter(Boolean).join(' · ')} ·{' '}
            <strong>{summary.total_attendees === 1 ? '1 attendee' : `${summary.total_attendees} attendees`}</strong>
          </Text>
          {removeError && (
            <Alert color="red" variant="light" role="alert">
              {removeError}
            </Alert>
          )}
          {attendees.length === 0 && !list.hasMore ? (
            <Text c="dimmed">Nobody has logged attendance yet.</Text>
          ) : (
            // Cards on a phone, where the table scrolled sideways inside the dialog (D-213).
            <TableOrCards
              items={attendees}
              itemKey={(attendee) => attendee.id}
              minWidth={560}
              columns={[
                { header: 'Name', cell: (attendee) => attendee.full_name },
                { header: 'Licence', cell: (attendee) => attendee.license_number },
                { header: 'Role', cell: (attendee) => attendee.role },
                { header: 'Logged', cell: (attendee) => timeOf(attendee.logged_at) },
                { header: <VisuallyHidden>Actions</VisuallyHidden>, cell: removeButton },
              ]}
              card={(attendee) => (
                <Group justify="space-between" align="center" wrap="wrap" gap="xs">
                  <div>
                    <Text fw={600}>{attendee.full_name}</Text>
                    <Text size="sm">
                      Licence {attendee.license_number} · {attendee.role}
                    </Text>
                    <Text size="sm">Logged {timeOf(attendee.logged_at)}</Text>
                  </div>
                  {removeButton(attendee)}
                </Group>
              )}
            />
          )}
          {(attendees.length > 0 || list.hasMore) && (
            <LoadMore noun="attendees" nounOne="attendee" shown={attendees.length} hasMore={list.hasMore} isLoading={list.isLoadingMore} error={list.moreError} onLoadMore={list.loadMore} />
          )}
        </Stack>
      )}
    </AppModal>
  );
}
