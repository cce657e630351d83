import { Alert, Badge, Button, FileInput, Group, List, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { LICENSEE_FILE_MAX_BYTES, licenseeImportMessages, type LicenseeImportView } from '#shared/ce-licensees.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { RetryAlert } from '../../components/retry-alert';
import { useLoaded } from '../../components/use-loaded';
import { formatDate } from '../../lib/format-date';
import { findLicenseeImports, uploadLicenseeFile } from './licensees-api';

/** While an import runs, its counts are read again this often. */
const POLL_MS = 2000;

// Filled, dark shades: white text keeps 4.5:1 on them, on striped rows too.
const statusColors: Record<LicenseeImportView['status'], string> = { queued: 'gray.7', running: 'blue.9', done: 'teal.9', failed: 'red.9' };
const count = (value: number) => value.toLocaleString('en-US');
const isActive = (item: LicenseeImportView) => item.status === 'queued' || item.status === 'running';

/**
 * The Licence holders tab of /ce-admin (issue 11 point 1): upload the Commission's
 * licence-holder file (as published, or its zip) and follow its import; the name search
 * of CE attendance and agent contacts, and the licence check at approval, read it.
 */
export function LicenseesTab() {
  const imports = useLoaded(findLicenseeImports);
  const { reload } = imports;
  const running = imports.data?.some(isActive) ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [running, reload, imports.loadCount]);

  const latestDone = imports.data?.find((item) => item.status === 'done');
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4">
          License data
        </Title>
        <Text size="sm" c="dark.6">
          {latestDone
            ? `Last loaded ${formatDate(latestDone.finished_at ?? latestDone.created_at)} from ${latestDone.file_name}: ${count(latestDone.lines)} lines.`
            : 'No license data loaded yet. Until it is, attendance search finds registered agents only.'}
        </Text>
      </Paper>
      <UploadForm onQueued={reload} isBusy={running} />
      {imports.error && <RetryAlert message={imports.error} onRetry={reload} />}
      {imports.data && imports.data.length > 0 && <ImportList imports={imports.data} />}
    </Stack>
  );
}

function UploadForm({ onQueued, isBusy }: { onQueued: () => void; isBusy: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!file) return setError(licenseeImportMessages.chooseFile);
    if (file.size > LICENSEE_FILE_MAX_BYTES) return setError(licenseeImportMessages.tooLarge);
    setProgress(0);
    try {
      await uploadLicenseeFile(file, setProgress);
      setFile(null);
      onQueued();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Load the Commission&apos;s file
        </Title>
        <Text size="sm" c="dark.6">
          The license-holder file as the Texas Real Estate Commission publishes it (tab-delimited text), or a zip of it. Loading it again updates changed licenses and adds new ones.
        </Text>
        <FileInput label="License-holder file" description="A .txt or .zip file" accept=".txt,.csv,.zip,text/plain,application/zip" value={file} onChange={setFile} error={error} clearable />
        {progress !== null && <Progress value={progress} aria-label="Upload progress" />}
        <Group>
          <Button type="submit" loading={progress !== null} disabled={isBusy}>
            Upload and import
          </Button>
          {isBusy && (
            <Text size="sm" c="dark.6">
              An import is running; the next can start when it ends.
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function ImportList({ imports }: { imports: LicenseeImportView[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="licensee-imports" aria-live="polite">
      <Title order={2} size="h4" id="licensee-imports">
        Recent imports
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder bg="white">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">File</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Lines</Table.Th>
              <Table.Th scope="col">Added</Table.Th>
              <Table.Th scope="col">Updated</Table.Th>
              <Table.Th scope="col">Unchanged</Table.Th>
              <Table.Th scope="col">Bad</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {imports.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.file_name}
                  </Text>
                  <Text size="xs" c="dark.6">
                    {formatDate(item.created_at)} by {item.created_by_name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="filled" color={statusColors[item.status]}>
                    {item.status}
                  </Badge>
                </Table.Td>
                <Table.Td>{count(item.lines)}</Table.Td>
                <Table.Td>{count(item.added)}</Table.Td>
                <Table.Td>{count(item.updated)}</Table.Td>
                <Table.Td>{count(item.unchanged)}</Table.Td>
                <Table.Td>{count(item.bad)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {imports.slice(0, 1).map((item) => (
        <ImportProblems key={item.id} item={item} />
      ))}
    </Stack>
  );
}

/** The newest import's failure, or its bad lines with their line numbers. */
function ImportProblems({ item }: { item: LicenseeImportView }) {
  if (item.error) {
    return (
      <Alert color="red" variant="light" title="The import failed">
        {item.error}
      </Alert>
    );
  }
  if (!item.bad_lines.length) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bad-lines">
      <Title order={3} size="h5" id="bad-lines" mb="xs">
        {count(item.bad)} bad lines in {item.file_name}
      </Title>
      <List size="sm" spacing={2}>
        {item.bad_lines.map((bad) => (
          <List.Item key={bad.line}>
            Line {count(bad.line)}: {bad.problem}
          </List.Item>
        ))}
      </List>
      {item.bad > item.bad_lines.length && <Text size="sm">…and {count(item.bad - item.bad_lines.length)} more.</Text>}
    </Paper>
  );
}
