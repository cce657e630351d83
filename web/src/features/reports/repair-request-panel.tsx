import { Alert, Button, Checkbox, Fieldset, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconFileSpreadsheet, IconFileTypePdf, IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatCents, repairMessages, type RepairRequestReply } from '#shared/report-repairs.js';
import type { ReportSection } from '#shared/reports.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { RetryAlert } from '../../components/retry-alert';
import { useLoaded } from '../../components/use-loaded';
import { downloadFile } from '../../lib/download-file';
import { draftTotal, splitByRating, toDraft, toggleItem, toSave, type DraftItem } from './repair-draft';
import { fetchRepairRequestFile, loadRepairRequest, saveRepairRequest } from './repair-request-api';
import { amountFieldId, RepairItemFields } from './repair-item-fields';

/** The repair request under the report (product/portal.md §2 "Repair request"): load, then edit what was saved. */
export function RepairRequestPanel({ bookingId, sections }: { bookingId: string; sections: ReportSection[] }) {
  const fetcher = useCallback((signal: AbortSignal) => loadRepairRequest(bookingId, signal), [bookingId]);
  const { data, error, reload, loadCount } = useLoaded(fetcher);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="repair-request-heading">
      <Title order={2} id="repair-request-heading">
        Repair request
      </Title>
      <Text mt="xs" mb="md">
        Choose the report’s items to ask the seller for in the amendment, and say what you ask: a repair, a replacement or a credit. Items rated Deficient come first.
      </Text>
      {error ? (
        <RetryAlert message={`${repairMessages.loadFailed} ${error}`} onRetry={reload} />
      ) : data ? (
        <RepairEditor key={loadCount} bookingId={bookingId} sections={sections} saved={data} onReload={reload} />
      ) : (
        <Text role="status">{repairMessages.loading}</Text>
      )}
    </Paper>
  );
}

type Notice = { kind: 'saved' | 'failed' | 'conflict'; text: string } | null;

function RepairEditor({ bookingId, sections, saved, onReload }: { bookingId: string; sections: ReportSection[]; saved: RepairRequestReply; onReload: () => void }) {
  const [items, setItems] = useState<DraftItem[]>(() => toDraft(saved.items));
  const [version, setVersion] = useState(saved.version);
  const [isDirty, setIsDirty] = useState(false);
  const [busy, setBusy] = useState<'save' | 'pdf' | 'csv' | null>(null);
  const [amountErrors, setAmountErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [toAdd, setToAdd] = useState('');
  /** Counts the edits, so a save's answer knows whether anything was typed meanwhile. */
  const edits = useRef(0);

  // Unsaved edits are not lost to a closed tab without the browser asking first.
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const change = (next: DraftItem[]) => {
    edits.current += 1;
    setItems(next);
    setIsDirty(true);
    setNotice(null);
  };
  const sectionOf = (code: string) => sections.find((section) => section.sectionCode === code);
  const chosen = new Set(items.map((item) => item.section_code));
  const { deficient, others } = splitByRating(sections);
  const addable = others.filter((section) => !chosen.has(section.sectionCode));

  /** Saves the draft; true when the server has it. On any failure every edit stays on the page. */
  const save = async (): Promise<boolean> => {
    const draft = toSave(items);
    if ('errors' in draft) {
      setAmountErrors(draft.errors);
      document.getElementById(amountFieldId(Object.keys(draft.errors)[0]!))?.focus();
      return false;
    }
    setAmountErrors({});
    const sent = edits.current;
    try {
      const reply = await saveRepairRequest(bookingId, draft.items, version);
      setVersion(reply.version);
      // Edits typed while the save was on its way stay, and stay unsaved.
      if (edits.current === sent) {
        setItems(toDraft(reply.items));
        setIsDirty(false);
      }
      setNotice({ kind: 'saved', text: repairMessages.saved });
      return true;
    } catch (caught) {
      const status = caught instanceof ApiError ? caught.status : 0;
      const reason = caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR;
      setNotice(status === 409 ? { kind: 'conflict', text: repairMessages.changedElsewhere } : { kind: 'failed', text: status === 0 || status >= 500 ? repairMessages.saveFailed : `${reason} ${repairMessages.saveFailed}` });
      return false;
    }
  };

  const run = async (what: 'save' | 'pdf' | 'csv') => {
    setBusy(what);
    try {
      // A download is of the saved request: what is on the page is saved first.
      if ((what === 'save' || isDirty) && !(await save())) return;
      if (what === 'save') return;
      const file = await fetchRepairRequestFile(bookingId, what);
      downloadFile(file.blob, file.fileName);
    } catch (caught) {
      setNotice({ kind: 'failed', text: caught instanceof ApiError ? `${repairMessages.exportFailed} ${caught.message}` : repairMessages.exportFailed });
    } finally {
      setBusy(null);
    }
  };

  const add = () => {
    const section = sectionOf(toAdd);
    if (!section) return;
    change(toggleItem(items, section));
    setToAdd('');
  };

  return (
    <Stack gap="lg">
      <Fieldset legend="Items rated Deficient" variant="unstyled">
        <Stack gap="xs">
          {deficient.length === 0 && <Text c="dimmed">The report rates no item Deficient.</Text>}
          {deficient.map((section) => (
            <Checkbox key={section.sectionCode} checked={chosen.has(section.sectionCode)} label={`${section.sectionCode} ${section.sectionTitle}`} onChange={() => change(toggleItem(items, section))} />
          ))}
        </Stack>
      </Fieldset>

      {addable.length > 0 && (
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label="Add another item from the report"
            value={toAdd}
            onChange={(event) => setToAdd(event.currentTarget.value)}
            data={[{ value: '', label: 'Choose an item' }, ...addable.map((section) => ({ value: section.sectionCode, label: `${section.sectionCode} ${section.sectionTitle}` }))]}
            style={{ flex: '1 1 240px' }}
          />
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={add} disabled={!toAdd}>
            Add item
          </Button>
        </Group>
      )}

      <section aria-labelledby="repair-items-heading">
        <Title order={3} size="h4" id="repair-items-heading" mb="sm">
          Items to ask for ({items.length})
        </Title>
        {items.length === 0 ? (
          <Text c="dimmed">No items yet. Tick a Deficient item above, or add another item from the report.</Text>
        ) : (
          <Stack gap="md">
            {items.map((item) => (
              <RepairItemFields
                key={item.section_code}
                item={item}
                error={amountErrors[item.section_code]}
                onChange={(patch) => {
                  change(items.map((other) => (other.section_code === item.section_code ? { ...other, ...patch } : other)));
                  if ('amount' in patch) setAmountErrors(({ [item.section_code]: _, ...rest }) => rest);
                }}
                onRemove={() => change(items.filter((other) => other.section_code !== item.section_code))}
              />
            ))}
          </Stack>
        )}
      </section>

      <Text fw={700}>Total of the amounts: {formatCents(draftTotal(items))}</Text>

      <div aria-live="polite">
        {notice?.kind === 'saved' && (
          <Text c="teal.9" fw={600} role="status">
            {notice.text}
          </Text>
        )}
        {notice && notice.kind !== 'saved' && (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm">{notice.text}</Text>
            {notice.kind === 'conflict' && (
              <Button size="xs" mt="sm" variant="default" onClick={onReload}>
                Load the saved request (your changes here are dropped)
              </Button>
            )}
          </Alert>
        )}
        {isDirty && !notice && <Text size="sm" c="dimmed">Changes not saved yet.</Text>}
      </div>

      <Group gap="sm">
        <Button leftSection={<IconDeviceFloppy size={18} aria-hidden />} onClick={() => void run('save')} loading={busy === 'save'} disabled={busy !== null && busy !== 'save'}>
          Save request
        </Button>
        <Button variant="default" leftSection={<IconFileTypePdf size={18} aria-hidden />} onClick={() => void run('pdf')} loading={busy === 'pdf'} disabled={busy !== null && busy !== 'pdf'}>
          Download request PDF
        </Button>
        <Button variant="default" leftSection={<IconFileSpreadsheet size={18} aria-hidden />} onClick={() => void run('csv')} loading={busy === 'csv'} disabled={busy !== null && busy !== 'csv'}>
          Download request CSV
        </Button>
      </Group>
    </Stack>
  );
}
