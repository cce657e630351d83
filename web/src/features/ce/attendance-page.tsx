import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ceMessages } from '#shared/ce-messages.js';
import type { LoggedAttendance, PublicSessionInfo, StudentResult } from '#shared/ce.js';
import { ApiError } from '../../api';
import { PageLoader } from '../../components/page-loader';
import { PublicPage } from '../../components/public-page';
import { RetryAlert } from '../../components/retry-alert';
import { useLoaded } from '../../components/use-loaded';
import { usePageTitle } from '../../components/use-page-title';
import { formatDay } from '../../lib/format-date';
import { findSessionInfo, logAttendance } from './attendance-api';
import { formatHours, formatTime } from './format-ce';
import { StudentSearch } from './student-search';

type Step = { kind: 'search' } | { kind: 'confirm'; student: StudentResult } | { kind: 'done'; logged: LoggedAttendance };
const HEADING_ID = 'attendance-step';

/** /ce-attendance/{token}: a student finds themself and logs attendance, on a phone (product/outreach.md §2, §4). */
export function AttendancePage() {
  const { token = '' } = useParams();
  const fetcher = useCallback((signal: AbortSignal) => findSessionInfo(token, signal), [token]);
  const { data: info, error, reload } = useLoaded(fetcher, { describeError: (caught) => (caught instanceof ApiError && caught.status === 404 ? 'invalid' : ceMessages.loadFailed) });
  usePageTitle(error === 'invalid' ? 'Invalid Session' : 'CE attendance');
  return (
    <PublicPage>
      <Container size={520} py={{ base: 'md', sm: 40 }} px="md">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          {error === 'invalid' ? (
            <Stack gap="sm">
              <Title order={1} size="h2">
                Invalid Session
              </Title>
              <Text>This attendance link is not valid or has expired. Please scan the QR code shown in class again.</Text>
            </Stack>
          ) : error ? (
            <RetryAlert title="Could not load this session" message={error} onRetry={reload} />
          ) : !info ? (
            // About the height of the class and the name search, so the footer does not jump.
            <PageLoader label="Loading the session…" minHeight={{ base: 400, sm: 330 }} />
          ) : (
            <Attendance token={token} info={info} />
          )}
        </Paper>
      </Container>
    </PublicPage>
  );
}

function Attendance({ token, info }: { token: string; info: PublicSessionInfo }) {
  const [step, setStep] = useState<Step>({ kind: 'search' });
  // Each new step's heading takes focus, so a screen reader starts at its top.
  const shown = useRef(step.kind);
  useEffect(() => {
    if (shown.current === step.kind) return;
    shown.current = step.kind;
    document.getElementById(HEADING_ID)?.focus();
  }, [step.kind]);

  return (
    <Stack gap="lg">
      <SessionFacts info={info} />
      {!info.is_open ? (
        <Alert color="yellow" variant="light" title="Attendance is closed">
          {info.closed_message}
        </Alert>
      ) : step.kind === 'search' ? (
        <Stack gap="sm">
          <Title order={2} size="h3" id={HEADING_ID} tabIndex={-1}>
            Log your attendance
          </Title>
          <StudentSearch token={token} onSelect={(student) => setStep({ kind: 'confirm', student })} />
        </Stack>
      ) : step.kind === 'confirm' ? (
        <ConfirmStudent token={token} student={step.student} onLogged={(logged) => setStep({ kind: 'done', logged })} onBack={() => setStep({ kind: 'search' })} />
      ) : (
        <Stack gap="md">
          <Title order={2} size="h3" c="green.9" id={HEADING_ID} tabIndex={-1}>
            Attendance Logged Successfully!
          </Title>
          <StudentFacts name={step.logged.full_name} licence={step.logged.license_number} role={step.logged.role} hours={step.logged.hours} />
          <Button size="md" onClick={() => setStep({ kind: 'search' })}>
            Log Another Student
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

function SessionFacts({ info }: { info: PublicSessionInfo }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" fw={600} tt="uppercase">
        CE class attendance
      </Text>
      <Title order={1} size="h2">
        {info.class_name}
      </Title>
      <Text>{[formatDay(info.session_date), formatTime(info.session_time)].filter(Boolean).join(' · ')}</Text>
      {info.location && <Text>{info.location}</Text>}
      <Group>
        <Badge size="lg" variant="filled" color="brand.7">
          {formatHours(info.hours)}
        </Badge>
      </Group>
    </Stack>
  );
}

function StudentFacts({ name, licence, role, hours }: { name: string; licence: string; role: string; hours?: number }) {
  const rows: [string, string][] = [
    ['Name', name],
    ['Licence', licence],
    ['Role', role],
    ...(hours === undefined ? [] : ([['Hours earned', formatHours(hours)]] as [string, string][])),
  ];
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 16px' }}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <Text component="dt" c="dimmed">
            {term}
          </Text>
          <Text component="dd" fw={600} m={0}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}

interface ConfirmProps {
  token: string;
  student: StudentResult;
  onLogged: (logged: LoggedAttendance) => void;
  onBack: () => void;
}

function ConfirmStudent({ token, student, onLogged, onBack }: ConfirmProps) {
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setIsSaving(true);
    setError(null);
    try {
      onLogged(await logAttendance(token, student));
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : ceMessages.logFailed);
      setIsSaving(false);
    }
  };
  return (
    <Stack gap="md">
      <Title order={2} size="h3" id={HEADING_ID} tabIndex={-1}>
        Confirm Your Information
      </Title>
      <StudentFacts name={student.full_name} licence={student.license_number} role={student.role} />
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Stack gap="sm">
        <Button size="md" onClick={() => void save()} loading={isSaving}>
          Log My Attendance
        </Button>
        <Button size="md" variant="default" onClick={onBack} disabled={isSaving}>
          Search Again
        </Button>
      </Stack>
    </Stack>
  );
}
