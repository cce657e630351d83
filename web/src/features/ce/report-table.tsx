import { Alert, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { AttendanceReportRow } from '#shared/ce-reports.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { downloadFile } from '../../lib/download-file';
import { fetchRoster } from './ce-reports-api';
import { groupBySession, type SessionGroup } from './reports-view';

const loggedAt = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The report's rows under one heading per session, each with its roster for the Commission. */
export function ReportTable({ rows, isLoading }: { rows: readonly AttendanceReportRow[]; isLoading: boolean }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (!rows.length) return <Text c="dimmed">{isLoading ? 'Loading the report…' : 'No attendance in this range.'}</Text>;

  const download = async (group: SessionGroup, format: 'csv' | 'pdf') => {
    setFailure(null);
    setBusy(`${group.session_id}:${format}`);
    try {
      const { blob, fileName } = await fetchRoster(group.session_id, format);
      downloadFile(blob, fileName);
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="lg" aria-busy={isLoading}>
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      {groupBySession(rows).map((group) => {
        const title = `${group.class_name} (${group.class_code}), ${group.session_date}${group.session_time ? ` ${group.session_time}` : ''}`;
        const headingId = `session-${group.session_id}`;
        return (
          <Stack key={group.session_id} gap="xs" component="section" aria-labelledby={headingId}>
            <Group justify="space-between" align="flex-start" wrap="wrap">
              <div>
                <Title order={3} size="h5" id={headingId}>
                  {title}
                </Title>
                <Text size="sm" c="dark.6">
                  {[group.location, `${group.class_hours} CE hours`, `${group.rows.length} attended`].filter(Boolean).join(' · ')}
                </Text>
              </div>
              <Group gap="xs">
                {(['csv', 'pdf'] as const).map((format) => (
                  <Button key={format} size="xs" variant="light" loading={busy === `${group.session_id}:${format}`} onClick={() => void download(group, format)}>
                    Roster {format.toUpperCase()}
                    <VisuallyHidden> for {title}</VisuallyHidden>
                  </Button>
                ))}
              </Group>
            </Group>
            <Table.ScrollContainer minWidth={520}>
              <Table striped withTableBorder bg="white">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Name</Table.Th>
                    <Table.Th scope="col">License</Table.Th>
                    <Table.Th scope="col">Role</Table.Th>
                    <Table.Th scope="col">Logged</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {group.rows.map((row) => (
                    <Table.Tr key={row.attendance_id}>
                      <Table.Td>{row.full_name}</Table.Td>
                      <Table.Td>{row.license_number}</Table.Td>
                      <Table.Td>{row.role}</Table.Td>
                      <Table.Td>{loggedAt(row.logged_at)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        );
      })}
    </Stack>
  );
}
