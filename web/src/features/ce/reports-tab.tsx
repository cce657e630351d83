import { Button, Group, NativeSelect, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { ceReportMessages } from '#shared/ce-reports.js';
import { dateIn } from '#shared/dates.js';
import { RetryAlert } from '../../components/retry-alert';
import { useBusinessInfo } from '../../components/business-info';
import { useLoaded } from '../../components/use-loaded';
import { downloadFile } from '../../lib/download-file';
import { findAttendanceReport } from './ce-reports-api';
import { RANGE_PRESETS, rangeOf, reportCsv, type RangePreset } from './reports-view';
import { ReportTable } from './report-table';
import { RosterSettingsForm } from './roster-settings-form';

interface ClassOption {
  id: string;
  class_name: string;
  class_code: string;
}

/** The Reports tab of /ce-admin (issue 11 point 6): who attended what, and each session's roster. */
export function ReportsTab({ classes }: { classes: readonly ClassOption[] }) {
  const timeZone = useBusinessInfo()?.time_zone ?? 'America/Chicago';
  const today = dateIn(timeZone, new Date());
  const [preset, setPreset] = useState<RangePreset>('month');
  const [custom, setCustom] = useState({ start: today, end: today });
  const [classId, setClassId] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const isNarrow = useMediaQuery('(max-width: 30em)') ?? false;
  const range = rangeOf(preset, today, custom);
  const isRangeSet = Boolean(range.start_date && range.end_date);

  const { start_date, end_date } = range;
  const fetcher = useCallback(
    (signal: AbortSignal) => (start_date && end_date ? findAttendanceReport({ start_date, end_date, class_id: classId || undefined }, signal) : Promise.resolve(null)),
    [start_date, end_date, classId],
  );
  const report = useLoaded(fetcher);
  const rows = report.data?.rows ?? [];

  const exportCsv = () => {
    if (!rows.length) {
      setNotice(ceReportMessages.noData);
      return;
    }
    setNotice(null);
    downloadFile(reportCsv(rows), `ce-attendance-${start_date}-to-${end_date}.csv`, 'text/csv;charset=utf-8');
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ce-report-filters">
        <Title order={2} size="h4" id="ce-report-filters" mb="sm">
          Filters
        </Title>
        <Stack gap="sm">
          <SegmentedControl
            aria-label="Date range"
            fullWidth
            // Three labels do not fit side by side on a phone.
            orientation={isNarrow ? 'vertical' : 'horizontal'}
            data={RANGE_PRESETS.map(({ value, label }) => ({ value, label }))}
            value={preset}
            onChange={(value) => setPreset(value as RangePreset)}
          />
          {preset === 'custom' && (
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput type="date" label="From" value={custom.start} max={custom.end || undefined} onChange={(event) => setCustom({ ...custom, start: event.currentTarget.value })} />
              <TextInput type="date" label="To" value={custom.end} min={custom.start || undefined} onChange={(event) => setCustom({ ...custom, end: event.currentTarget.value })} />
            </SimpleGrid>
          )}
          <NativeSelect
            label="Class"
            value={classId}
            onChange={(event) => setClassId(event.currentTarget.value)}
            data={[{ value: '', label: 'All classes' }, ...classes.map((item) => ({ value: item.id, label: `${item.class_name} (${item.class_code})` }))]}
          />
        </Stack>
      </Paper>

      {!isRangeSet && <Text c="dimmed">Choose both dates to see the report.</Text>}
      {report.error && <RetryAlert message={report.error} onRetry={report.reload} />}
      {report.data && (
        <>
          {/* A description list, so each number is read with its label (not as a heading, as big bold text looks). */}
          <SimpleGrid component="dl" cols={{ base: 3 }} spacing="sm" m={0} aria-live="polite">
            {(
              [
                ['Sessions', report.data.summary.sessions],
                ['Attendees', report.data.summary.attendees],
                ['Hours credited', report.data.summary.hours_credited],
              ] as const
            ).map(([label, value]) => (
              <Paper key={label} withBorder p="sm" radius="md" ta="center">
                <Text component="dt" size="sm" c="dark.6">
                  {label}
                </Text>
                <Text component="dd" m={0} size="xl" fw={700}>
                  {value}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Group justify="space-between">
            <Title order={2} size="h4">
              Attendance by session
            </Title>
            <Button variant="default" onClick={exportCsv}>
              Export CSV
            </Button>
          </Group>
          {notice && (
            <Text role="status" fw={600}>
              {notice}
            </Text>
          )}
          <ReportTable rows={rows} isLoading={report.isLoading} />
        </>
      )}
      {!report.data && report.isLoading && isRangeSet && <Text c="dimmed">Loading the report…</Text>}
      <RosterSettingsForm />
    </Stack>
  );
}
