import { Alert, Button, EmptyState, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconClipboardList, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Inspection } from '#shared/inspections.js';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { useLoaded } from '../../components/use-loaded';
import { usePageTitle } from '../../components/use-page-title';
import { ConfirmModal, type ConfirmRequest } from '../../components/confirm-modal';
import { useCurrentUser } from '../../components/session-context';
import { matchesSearch } from './search';
import { InspectionList } from './inspection-list';
import { findInspections } from './inspections-api';

// Spec part 1 §9: the card layout below 1280 px.
const WIDE_QUERY = '(min-width: 1280px)';

/** /my-inspections: the agent's inspections (all of them for admins), with progress and actions. */
export function InspectionsPage() {
  usePageTitle('My inspections');
  const user = useCurrentUser();
  const { data: inspections, setData: setInspections, error: loadError, reload } = useLoaded(findInspections);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [query, setQuery] = useState('');
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const isWide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });

  // Every action answers the changed row: it replaces the old one in place (DOMAIN "Fixed on purpose").
  const replace = (saved: Inspection) => {
    setInspections((list) => list && list.map((item) => (item.id === saved.id ? saved : item)));
    setError(null);
  };
  const actions = {
    isAdmin: user.is_admin,
    onSaved: (saved: Inspection, message: string) => {
      replace(saved);
      setDone(message);
    },
    onChanged: (saved: Inspection) => {
      replace(saved);
      setDone('');
    },
    onError: (message: string) => {
      setDone('');
      setError(message);
    },
    onConfirm: setConfirm,
  };
  const shown = inspections?.filter((item) => matchesSearch(item, query)) ?? [];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>My inspections</Title>
        <Text c="dimmed">{user.is_admin ? 'Every inspection: assign final dates, publish reports and request payment.' : 'Follow each inspection from quote to report.'}</Text>
        <Text role="status" id="inspections-status" tabIndex={-1} c="teal.9" fw={600} size="sm" mt={done ? 'xs' : 0}>
          {done}
        </Text>
      </div>
      {error && (
        <Alert color="red" role="alert" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {loadError && !inspections && <RetryAlert title="Could not load your inspections" message={loadError} onRetry={reload} />}
      {!inspections && !loadError && <PageLoader label="Loading inspections…" />}
      {inspections && inspections.length === 0 && (
        <EmptyState icon={<IconClipboardList size={32} aria-hidden />} withIndicatorBackground py="xl">
          <EmptyState.Title order={2}>No inspections yet</EmptyState.Title>
          <EmptyState.Description>Your inspections appear here once you order one.</EmptyState.Description>
          <Button component={Link} to="/order" mt="md">
            Order an inspection
          </Button>
        </EmptyState>
      )}
      {inspections && inspections.length > 0 && (
        <>
          <TextInput
            type="search"
            aria-label="Search Inspections"
            placeholder="Search Inspections"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            maw={420}
          />
          {shown.length === 0 ? <Text c="dimmed">No inspection matches “{query}”.</Text> : <InspectionList inspections={shown} isWide={isWide} actions={actions} />}
        </>
      )}
      <ConfirmModal request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}
