import { Alert, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useCallback, useState } from 'react';
import { ceMessages } from '#shared/ce-messages.js';
import type { Attendee, CeSession } from '#shared/ce.js';
import { ApiError } from '../../api';
import { AppModal } from '../../components/app-modal';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { useLoaded } from '../../components/use-loaded';
import { formatDay } from '../../lib/format-date';
import { deleteAttendee, findAttendees } from './ce-api';
import { formatTime } from './format-ce';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

interface Props {
  session: CeSession;
  onCountChange: (count: number) => void;
  onClose: () => void;
}

/** Who logged attendance, with removal (spec part 2 §2; GET …/attendees, DELETE /api/ce/attendance/{id}). */
export function AttendeesModal({ session, onCountChange, onClose }: Props) {
  const fetcher = useCallback((signal: AbortSignal) => findAttendees(session.id, signal), [session.id]);
  const { data, setData, error, reload } = useLoaded(fetcher);
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  // A second click is the confirmation: a person who logged by mistake is removed in two taps, never by one stray one.
  const remove = async (attendee: Attendee) => {
    if (removing !== attendee.id) return setRemoving(attendee.id);
    setRemoveError(null);
    try {
      await deleteAttendee(attendee.id);
      const attendees = (data?.attendees ?? []).filter((item) => item.id !== attendee.id);
      setData(data && { ...data, attendees, total_attendees: attendees.length });
      onCountChange(attendees.length);
    } catch (caught) {
      setRemoveError(caught instanceof ApiError ? caught.message : ceMessages.deleteAttendeeFailed);
    } finally {
      setRemoving(null);
    }
  };

  const info = data?.session_info;
  return (
    <AppModal opened onClose={onClose} title={`Attendees: ${session.class_name}`} size="xl">
      {error ? (
        <RetryAlert message={error} onRetry={reload} />
      ) : !data || !info ? (
        <PageLoader label="Loading attendees…" />
      ) : (
        <Stack gap="md">
          <Text size="sm">
            {[formatDay(info.session_date), formatTime(info.session_time), info.location].filter(Boolean).join(' · ')} ·{' '}
            <strong>{data.total_attendees === 1 ? '1 attendee' : `${data.total_attendees} attendees`}</strong>
          </Text>
          {removeError && (
            <Alert color="red" variant="light" role="alert">
              {removeError}
            </Alert>
          )}
          {data.attendees.length === 0 ? (
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
                  {data.attendees.map((attendee) => (
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
        </Stack>
      )}
    </AppModal>
  );
}
