import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import * as z from '#shared/zod.js';
import { dailyCapacitySchema, MAX_DAILY_CAPACITY, type AdminSettings } from '#shared/settings.js';
import { useForm } from '../../components/use-form';
import { failedSave, SaveResultView, type SaveResult } from './save-result';
import { saveCapacity, toNumbers } from './settings-api';

const capacityForm = z.object({ daily_capacity: dailyCapacitySchema });

/** How many inspections a day may take; a day at capacity shows as full in the order wizard. */
export function CapacitySection({ capacity, onReload }: { capacity: AdminSettings['capacity']; onReload: () => void }) {
  const form = useForm({ daily_capacity: String(capacity.daily_capacity) });
  const [version, setVersion] = useState(capacity.version);
  const [isSaving, setIsSaving] = useState(false);
  const [result, setResult] = useState<SaveResult>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const checked = form.validate(capacityForm, toNumbers(form.values));
    if (!checked.ok) return;
    setIsSaving(true);
    try {
      const reply = await saveCapacity(checked.data.daily_capacity, version);
      setVersion(reply.capacity.version);
      setResult({ kind: 'saved', message: 'Daily capacity saved.' });
    } catch (caught) {
      setResult(failedSave(caught));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="capacity-title">
      <form {...form.formProps} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Title order={2} id="capacity-title" size="h3">
            Daily capacity
          </Title>
          <TextInput
            label="Inspections per day"
            description={`From 1 to ${MAX_DAILY_CAPACITY}. Days already booked beyond a lower number keep their inspections.`}
            inputMode="numeric"
            maw={360}
            {...form.text('daily_capacity')}
          />
          <SaveResultView result={result} onReload={onReload} />
          <Button type="submit" loading={isSaving} style={{ alignSelf: 'flex-start' }}>
            Save capacity
          </Button>
        </Stack>
      </form>
      <Text size="xs" c="dimmed" mt="sm">
        Orders are refused on a full day even if the page offered it.
      </Text>
    </Card>
  );
}
