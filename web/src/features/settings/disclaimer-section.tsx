import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconRestore } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { disclaimerSettingsSchema, type DisclaimerSettings } from '#shared/reports.js';
import { ConfirmModal, type ConfirmRequest } from '../../components/confirm-modal';
import { DisclaimerPartFields, headingId, moveId, textId, type EditedPart } from './disclaimer-part-fields';
import { failedSave, SaveResultView, type SaveResult } from './save-result';
import { restoreDisclaimer, saveDisclaimer } from './settings-api';

const MAX_PARTS = 20;
// Keys only need to be unique on the page, so one counter serves every render.
let lastKey = 0;
const newKey = () => ++lastKey;
const toEdited = (settings: DisclaimerSettings): EditedPart[] => settings.parts.map((part) => ({ key: newKey(), ...part }));
type Errors = Record<string, string>;

/** `parts.2.text` → its message; the list's own problems (none left, too many) under `parts`. */
function checkParts(parts: EditedPart[], version: number): { ok: true; data: { heading: string; text: string }[] } | { ok: false; errors: Errors } {
  const result = disclaimerSettingsSchema.safeParse({ parts: parts.map(({ heading, text }) => ({ heading, text })), version });
  if (result.success) return { ok: true, data: result.data.parts ?? [] };
  const errors: Errors = {};
  for (const issue of result.error.issues) errors[issue.path.slice(0, 3).join('.')] ??= issue.message;
  return { ok: false, errors };
}

/** The report viewer's Disclaimer page (product/outreach.md §2): the preamble every report shows. */
export function DisclaimerSection({ disclaimer, onReload }: { disclaimer: DisclaimerSettings; onReload: () => void }) {
  const [parts, setParts] = useState<EditedPart[]>(() => toEdited(disclaimer));
  const [version, setVersion] = useState(disclaimer.version);
  const [isDefault, setIsDefault] = useState(disclaimer.is_default);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<'save' | 'restore' | null>(null);
  const [result, setResult] = useState<SaveResult>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  // After React has drawn the list, so the field exists (a new part, or the neighbour of a removed one).
  const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
  const change = (key: number, patch: Partial<EditedPart>) => setParts((list) => list.map((part) => (part.key === key ? { ...part, ...patch } : part)));
  const add = () => {
    const key = newKey();
    setParts((list) => [...list, { key, heading: '', text: '' }]);
    setErrors({});
    focusLater(headingId(key));
  };
  const remove = (index: number) => {
    const neighbour = parts[index + 1] ?? parts[index - 1];
    setParts((list) => list.filter((_, at) => at !== index));
    setErrors({});
    if (neighbour) focusLater(headingId(neighbour.key));
  };
  const move = (index: number, by: -1 | 1) => {
    const part = parts[index];
    const target = index + by;
    if (!part || target < 0 || target >= parts.length) return;
    setParts((list) => {
      const next = list.filter((_, at) => at !== index);
      next.splice(target, 0, part);
      return next;
    });
    // At the top (or bottom) the button pressed turns disabled: keep focus on its twin.
    if (target === 0 || target === parts.length - 1) focusLater(moveId(part.key, by === -1 ? 1 : -1));
  };

  const apply = (saved: DisclaimerSettings, message: string) => {
    setParts(toEdited(saved));
    setVersion(saved.version);
    setIsDefault(saved.is_default);
    setResult({ kind: 'saved', message });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const checked = checkParts(parts, version);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = parts.find((_, index) => checked.errors[`parts.${index}.heading`] || checked.errors[`parts.${index}.text`]);
      const index = first ? parts.indexOf(first) : -1;
      if (first) focusLater(checked.errors[`parts.${index}.heading`] ? headingId(first.key) : textId(first.key));
      return;
    }
    setErrors({});
    setBusy('save');
    try {
      apply(await saveDisclaimer(checked.data, version), 'Disclaimer saved. Every report shows it from now on.');
    } catch (caught) {
      setResult(failedSave(caught));
    } finally {
      setBusy(null);
    }
  };

  const askRestore = () =>
    setConfirm({
      title: 'Restore our default wording?',
      message: 'Every report will show our plain-language summary again, and the wording on this page is replaced by it.',
      confirmLabel: 'Restore default',
      isDestructive: true,
      fallbackFocusId: 'disclaimer-title',
      onConfirm: async () => {
        setResult(null);
        setErrors({});
        setBusy('restore');
        try {
          apply(await restoreDisclaimer(version), 'Our default wording is back.');
        } catch (caught) {
          setResult(failedSave(caught));
        } finally {
          setBusy(null);
        }
      },
    });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="disclaimer-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <div>
            <Title order={2} id="disclaimer-title" size="h3" tabIndex={-1}>
              Report disclaimer
            </Title>
            <Text size="sm" c="dimmed">
              The first page of every report, under the client, date, address and inspector. {isDefault ? 'Reports now show our default wording.' : 'Reports now show the wording saved here.'}
            </Text>
          </div>
          <Text size="sm" p="sm" bg="blue.0" c="blue.9" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
            Texas requires the promulgated wording of form REI 7-6 in inspection reports. Paste it here to use it verbatim; the default is a plain-language summary.
          </Text>
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Disclaimer parts">
            {parts.map((part, index) => (
              <DisclaimerPartFields
                key={part.key}
                part={part}
                index={index}
                count={parts.length}
                errors={{ heading: errors[`parts.${index}.heading`], text: errors[`parts.${index}.text`] }}
                isDisabled={busy !== null}
                onChange={(patch) => change(part.key, patch)}
                onMove={(by) => move(index, by)}
                onRemove={() => remove(index)}
              />
            ))}
          </Stack>
          {errors.parts && (
            <Text role="alert" c="red.8" size="sm">
              {errors.parts}
            </Text>
          )}
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={add} disabled={parts.length >= MAX_PARTS || busy !== null} style={{ alignSelf: 'flex-start' }}>
            Add part
          </Button>
          <SaveResultView result={result} onReload={onReload} />
          <Group gap="sm">
            <Button type="submit" loading={busy === 'save'} disabled={busy === 'restore'}>
              Save
            </Button>
            <Button variant="default" leftSection={<IconRestore size={16} aria-hidden />} onClick={askRestore} disabled={busy !== null}>
              Restore our default wording
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmModal request={confirm} onClose={() => setConfirm(null)} />
    </Card>
  );
}
