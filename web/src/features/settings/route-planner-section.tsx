import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type * as z from '#shared/zod.js';
import { routeMessages, routeSettingsSchema } from '#shared/route-planner.js';
import type { AdminSettings } from '#shared/settings.js';
import { api } from '../../api';
import { useForm } from '../../components/use-form';
import { failedSave, SaveResultView, type SaveResult } from './save-result';

type Saved = AdminSettings['route_planner'];

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The form's text as the shared schema's values: no coordinates at all means no starting address. */
function toValues(form: Record<'detour_factor' | 'speed_mph' | 'start_label' | 'start_latitude' | 'start_longitude', string>) {
  return {
    detour_factor: number(form.detour_factor),
    speed_mph: number(form.speed_mph),
    start_point:
      form.start_latitude.trim() === '' && form.start_longitude.trim() === ''
        ? null
        : { latitude: number(form.start_latitude), longitude: number(form.start_longitude), label: form.start_label.trim() || 'Starting address' },
  };
}

const saveRouteSettings = (values: z.output<typeof routeSettingsSchema>, version: number) =>
  api<{ success: true; route_planner: Saved }>('/api/admin/settings/route-planner', { method: 'PUT', body: { values, version }, fallbackError: 'Could not save the route planner settings.' });

/** The route planner's travel model (product/rules.md: 1.3 detour, 25 mph) and an optional starting address with its coordinates. */
export function RoutePlannerSection({ settings, onReload }: { settings: Saved; onReload: () => void }) {
  const form = useForm({
    detour_factor: String(settings.detour_factor),
    speed_mph: String(settings.speed_mph),
    start_label: settings.start_point?.label ?? '',
    start_latitude: settings.start_point ? String(settings.start_point.latitude) : '',
    start_longitude: settings.start_point ? String(settings.start_point.longitude) : '',
  });
  const [version, setVersion] = useState(settings.version);
  const [isSaving, setIsSaving] = useState(false);
  const [result, setResult] = useState<SaveResult>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const checked = routeSettingsSchema.safeParse(toValues(form.values));
    if (!checked.success) {
      setResult({ kind: 'error', message: checked.error.issues[0]?.message ?? routeMessages.startOutsideTexas, isConflict: false });
      return;
    }
    setIsSaving(true);
    try {
      const reply = await saveRouteSettings(checked.data, version);
      setVersion(reply.route_planner.version);
      setResult({ kind: 'saved', message: 'Route planner settings saved.' });
    } catch (caught) {
      setResult(failedSave(caught));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="route-planner-title">
      <form {...form.formProps} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Title order={2} id="route-planner-title" size="h3">
            Route planner
          </Title>
          <Group grow align="flex-start" maw={520}>
            <TextInput label="Detour factor" description="Road miles per straight-line mile (1 to 3)." inputMode="decimal" {...form.text('detour_factor')} />
            <TextInput label="Average speed (mph)" description="From 5 to 80." inputMode="decimal" {...form.text('speed_mph')} />
          </Group>
          <TextInput label="Starting address" description="Optional: where a planned day may start, e.g. the office." maw={520} {...form.text('start_label')} />
          <Group grow align="flex-start" maw={520}>
            <TextInput label="Starting latitude" description="e.g. 29.7604" inputMode="decimal" {...form.text('start_latitude')} />
            <TextInput label="Starting longitude" description="e.g. -95.3698" inputMode="decimal" {...form.text('start_longitude')} />
          </Group>
          <SaveResultView result={result} onReload={onReload} />
          <Button type="submit" loading={isSaving} style={{ alignSelf: 'flex-start' }}>
            Save route planner settings
          </Button>
        </Stack>
      </form>
      <Text size="xs" c="dimmed" mt="sm">
        There is no address lookup: enter the coordinates of the address (leave both empty for none).
      </Text>
    </Card>
  );
}
