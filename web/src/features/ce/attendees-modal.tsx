import { Alert, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useCallback, useState } from 'react';
import { ceMessages } from '#shared/ce-messages.js';
import type { Attendee, AttendeesReply, CeSession } from '#shared/ce.js';
import { ApiError } from '../../api';
import { AppModal } from '../../components/app-modal';
import { LoadMore } from '../../components/load-more';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
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
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Name</Table.Th>
                    <Table.Th scope="col">Licence</Table.Th>
                    <Table.Th scope="col">Role</Table.Th>
                    <Table.Th scope="col">Logged</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {attendees.map((attendee) => (
                    <Table.Tr key={attendee.id}>
                      <Table.Td>{attendee.full_name}</Table.Td>
                      <Table.Td>{attendee.license_number}</Table.Td>
                      <Table.Td>{attendee.role}</Table.Td>
                      <Table.Td>{timeOf(attendee.logged_at)}</Table.Td>
                      <Table.Td>
                        <Button size="xs" variant="light" color="red" onClick={() => void remove(attendee)}>
                          {removing === attendee.id ? 'Confirm remove' : 'Remove'}
                          <VisuallyHidden> {attendee.full_name}</VisuallyHidden>
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {(attendees.length > 0 || list.hasMore) && (
            <LoadMore noun="attendees" nounOne="attendee" shown={attendees.length} hasMore={list.hasMore} isLoading={list.isLoadingMore} error={list.moreError} onLoadMore={list.loadMore} />
          )}
        </Stack>
      )}
    </AppModal>
  );
}
