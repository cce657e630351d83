import { Alert, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { AttendanceReportRow } from '#shared/ce-reports.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { TableOrCards } from '../../components/table-or-cards';
import { downloadFile } from '../../lib/download-file';
import { fetchRoster } from './ce-reports-api';
import { groupBySession, sessionHeading, type SessionGroup } from './reports-view';
import { formatHours } from './format-ce';

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
        const title = sessionHeading(group);
        const headingId = `session-${group.session_id}`;
        return (
          <Stack key={group.session_id} gap="xs" component="section" aria-labelledby={headingId}>
            <Group justify="space-between" align="flex-start" wrap="wrap">
              <div>
                <Title order={3} size="h5" id={headingId}>
                  {title}
                </Title>
                <Text size="sm" c="dark.6">
                  {[group.location, formatHours(group.class_hours), `${group.rows.length} attended`].filter(Boolean).join(' · ')}
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
            <TableOrCards
              items={group.rows}
              itemKey={(row) => row.attendance_id}
              minWidth={520}
              tableProps={{ withTableBorder: true, bg: 'white' }}
              columns={[
                { header: 'Name', cell: (row) => row.full_name },
                { header: 'License', cell: (row) => row.license_number },
                { header: 'Role', cell: (row) => row.role },
                { header: 'Logged', cell: (row) => loggedAt(row.logged_at) },
              ]}
              card={(row) => (
                <>
                  <Text fw={600}>{row.full_name}</Text>
                  <Text size="sm">
                    License {row.license_number} · {row.role}
                  </Text>
                  <Text size="sm">Logged {loggedAt(row.logged_at)}</Text>
                </>
              )}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
