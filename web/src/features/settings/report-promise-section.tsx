import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import * as z from '#shared/zod.js';
import { MAX_REPORT_PROMISE_HOURS, reportPromiseHoursSchema } from '#shared/dashboard.js';
import type { AdminSettings } from '#shared/settings.js';
import { useForm } from '../../components/use-form';
import { failedSave, SaveResultView, type SaveResult } from './save-result';
import { saveReportPromise, toNumbers } from './settings-api';

const promiseForm = z.object({ report_promise_hours: reportPromiseHoursSchema });

/** How soon after an inspection its report is promised; the dashboard lists reports past it (issue 15). */
export function ReportPromiseSection({ promise, onReload }: { promise: AdminSettings['report_promise']; onReload: () => void }) {
  const form = useForm({ report_promise_hours: String(promise.report_promise_hours) });
  const [version, setVersion] = useState(promise.version);
  const [isSaving, setIsSaving] = useState(false);
  const [result, setResult] = useState<SaveResult>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const checked = form.validate(promiseForm, toNumbers(form.values));
    if (!checked.ok) return;
    setIsSaving(true);
    try {
      const reply = await saveReportPromise(checked.data.report_promise_hours, version);
      setVersion(reply.report_promise.version);
      setResult({ kind: 'saved', message: 'Report promise saved.' });
    } catch (caught) {
      setResult(failedSave(caught));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="report-promise-title">
      <form {...form.formProps} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Title order={2} id="report-promise-title" size="h3">
            Report promise
          </Title>
          <TextInput
            label="Report within (hours)"
            description={`Hours after an inspection ends, from 1 to ${MAX_REPORT_PROMISE_HOURS}. The FAQ promises 24.`}
            inputMode="numeric"
            maw={360}
            {...form.text('report_promise_hours')}
          />
          <SaveResultView result={result} onReload={onReload} />
          <Button type="submit" loading={isSaving} style={{ alignSelf: 'flex-start' }}>
            Save report promise
          </Button>
        </Stack>
      </form>
      <Text size="xs" c="dimmed" mt="sm">
        The dashboard lists inspections whose report is not published by then.
      </Text>
    </Card>
  );
}
