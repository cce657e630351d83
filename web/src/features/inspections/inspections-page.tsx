import { Alert, Button, EmptyState, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconClipboardList, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Inspection } from '#shared/inspections.js';
import { PageLoader } from '../../components/page-loader';
import { PAGE_SHELLS } from '../../components/page-shells';
import { LoadMore } from '../../components/load-more';
import { RetryAlert } from '../../components/retry-alert';
import { usePagedList } from '../../components/use-paged-list';
import { searchText } from '../../lib/search-text';
import { usePageTitle } from '../../components/use-page-title';
import type { ConfirmRequest } from '../../components/confirm-modal';
import { useAfterFirstPaint } from '../../components/use-after-first-paint';
import { useCurrentUser } from '../../components/session-context';
import { InspectionList } from './inspection-list';
import { findInspectionsPage } from './inspections-api';

// Only a row's details ask a question: the modal (Mantine's Modal, its overlay and portal) is a
// chunk of its own, mounted closed once the page has painted, so it still returns focus to the
// button that opened it (D-245).
const ConfirmModal = lazy(() => import('../../components/confirm-modal').then((module) => ({ default: module.ConfirmModal })));

// product/portal.md §9: the card layout below 1280 px.
const WIDE_QUERY = '(min-width: 1280px)';

/** /my-inspections: the agent's inspections (all of them for admins), with progress and actions. */
export function InspectionsPage() {
  usePageTitle('My inspections');
  const user = useCurrentUser();
  const [query, setQuery] = useState('');
  // The server searches (D-169): after a pause in typing, from 2 characters.
  const [typed] = useDebouncedValue(query, 300);
  const search = searchText(typed);
  const list = usePagedList(findInspectionsPage, search);
  const { items: inspections, setItems: setInspections, error: loadError, reload } = list;
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const isModalMounted = useAfterFirstPaint(undefined, inspections !== null) || confirm !== null;
  const isWide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });

  // Every action answers the changed row: it replaces the old one in place (product/rules.md "Fixed on purpose").
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
  const isSearching = search !== '';

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{PAGE_SHELLS.inspections.title}</Title>
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
      {loadError && <RetryAlert title="Could not load your inspections" message={loadError} onRetry={reload} />}
      {!inspections && !loadError && <PageLoader label={PAGE_SHELLS.inspections.loadingText} />}
      {inspections && inspections.length === 0 && !isSearching && !list.isLoading && (
        <EmptyState icon={<IconClipboardList size={32} aria-hidden />} withIndicatorBackground py="xl">
          <EmptyState.Title order={2}>No inspections yet</EmptyState.Title>
          <EmptyState.Description>Your inspections appear here once you order one.</EmptyState.Description>
          <Button component={Link} to="/order" mt="md">
            Order an inspection
          </Button>
        </EmptyState>
      )}
      {inspections && (inspections.length > 0 || isSearching || query) && (
        <>
          <TextInput
            type="search"
            aria-label="Search Inspections"
            description="By address or client name, from the start of a word (2 letters at least)."
            placeholder="Search Inspections"
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={list.isLoading ? <Loader size={14} aria-hidden /> : undefined}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            maw={420}
          />
          {inspections.length === 0 && !list.isLoading ? (
            <Text c="dimmed" role="status">
              No inspection matches “{search}”.
            </Text>
          ) : (
            <>
              <InspectionList inspections={inspections} isWide={isWide} actions={actions} />
              <LoadMore noun="inspections" nounOne="inspection" shown={inspections.length} hasMore={list.hasMore} isLoading={list.isLoadingMore} error={list.moreError} onLoadMore={list.loadMore} />
            </>
          )}
        </>
      )}
      {isModalMounted && (
        <Suspense fallback={null}>
          <ConfirmModal request={confirm} onClose={() => setConfirm(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
