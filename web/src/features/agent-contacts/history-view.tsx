import { Alert, Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { MEETING_TYPES, MEETING_TYPE_LABELS, contactMessages, type Contact } from '#shared/agent-contacts.js';
import { LoadMore } from '../../components/load-more';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { usePagedList } from '../../components/use-paged-list';
import { ApiError } from '../../api';
import { ContactList } from './contact-list';
import { contactsCsv } from './agent-contacts-csv';
import { downloadFile } from '../../lib/download-file';
import { findAllContacts, findContactsPage } from './agent-contacts-api';
import { todayIn } from './contact-details';
import { initialFilter, queryOfFilter, type HistoryFilter, type Period } from './history-filter';
import { useTimeZone } from './use-time-zone';

const PERIODS: { value: Period; label: string }[] = [
  { value: 'week', label: 'Past week' },
  { value: 'month', label: 'Past month' },
  { value: 'custom', label: 'Custom range' },
  { value: 'all', label: 'All time' },
];

/** History (product/outreach.md §2): filters, the list a page at a time (D-184), and CSV export of everything the filters match. */
export function HistoryView() {
  const today = todayIn(useTimeZone());
  const [filter, setFilter] = useState<HistoryFilter>(initialFilter);
  const [exportError, setExportError] = useState<string | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const query = queryOfFilter(filter, today);
  // The filter's text is the list's identity: a new filter starts again from the first page.
  const key = JSON.stringify(query);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query's text is its identity
  const fetcher = useCallback(({ cursor }: { cursor?: string }, signal: AbortSignal) => findContactsPage(query, cursor, signal), [key]);
  const list = usePagedList(fetcher, key);
  const { items: contacts, setItems, error, reload, isLoading } = list;
  const set = <K extends keyof HistoryFilter>(name: K, value: HistoryFilter[K]) => setFilter((previous) => ({ ...previous, [name]: value }));
  const onChange = (changed: Contact) => setItems((items) => items && items.map((contact) => (contact.id === changed.id ? changed : contact)));

  // The file holds every contact the filters match, not only the pages shown: read page by page.
  const exportCsv = async () => {
    setExportError(null);
    setIsExporting(true);
    try {
      const all = await findAllContacts(query);
      if (all.length === 0) setExportError(contactMessages.noData);
      else downloadFile(contactsCsv(all), `agent-contacts-${today}.csv`, 'text/csv;charset=utf-8');
    } catch (caught) {
      setExportError(caught instanceof ApiError ? caught.message : 'Could not export the contacts.');
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1}>Contact history</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" role="group" aria-label="Filters">
        <NativeSelect label="Period" data={PERIODS} value={filter.period} onChange={(event) => set('period', event.currentTarget.value as Period)} />
        <NativeSelect
          label="Meeting type"
          data={[{ value: '', label: 'All types' }, ...MEETING_TYPES.map((type) => ({ value: type, label: MEETING_TYPE_LABELS[type] }))]}
          value={filter.meetingType}
          onChange={(event) => set('meetingType', event.currentTarget.value)}
        />
        {filter.period === 'custom' && (
          <>
            <TextInput type="date" label="From" max={today} value={filter.from} onChange={(event) => set('from', event.currentTarget.value)} />
            <TextInput type="date" label="To" max={today} value={filter.to} onChange={(event) => set('to', event.currentTarget.value)} />
          </>
        )}
      </SimpleGrid>
      <Group justify="space-between">
        <Checkbox label="Open follow-ups only" checked={filter.isFollowUpOpen} onChange={(event) => set('isFollowUpOpen', event.currentTarget.checked)} />
        <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={exportCsv} loading={isExporting} disabled={isLoading}>
          Export CSV
        </Button>
      </Group>
      {exportError && (
        <Alert color="yellow" role="alert">
          {exportError}
        </Alert>
      )}
      {error && <RetryAlert message={error} onRetry={reload} />}
      {isLoading && !error && <PageLoader label="Loading the contacts…" />}
      {!isLoading && contacts && contacts.length === 0 && !list.hasMore && <Text role="status">{contactMessages.noContacts}</Text>}
      {!isLoading && contacts && (contacts.length > 0 || list.hasMore) && (
        <>
          <ContactList contacts={contacts} label="Contacts" onChange={onChange} />
          <LoadMore noun="contacts" nounOne="contact" shown={contacts.length} hasMore={list.hasMore} isLoading={list.isLoadingMore} error={list.moreError} onLoadMore={list.loadMore} />
        </>
      )}
    </Stack>
  );
}
