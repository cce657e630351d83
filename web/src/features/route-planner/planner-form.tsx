import { Button, Checkbox, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { formatClock, START_TIMES, VISIT_DURATIONS, type AvailableDatesReply, type StartPoint } from '#shared/route-planner.js';
import { formatDay } from '../../lib/format-date';
import type { PlannerForm, StartChoice } from './planner-state';

interface Props {
  form: PlannerForm;
  dates: AvailableDatesReply['available_dates'];
  settingsStart: StartPoint | null;
  dateError: string | null;
  isBusy: boolean;
  onChange: (form: PlannerForm) => void;
  onOptimize: () => void;
  onMyRoutes: () => void;
}

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;

/** product/outreach.md §2 /route-planner: date, start time, visit duration, dedupe, and where the day starts. */
export function PlannerFormView({ form, dates, settingsStart, dateError, isBusy, onChange, onOptimize, onMyRoutes }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onOptimize();
  };
  return (
    <form onSubmit={submit} aria-label="Plan a route" noValidate>
      <Stack gap="md">
        <Group align="flex-start" gap="md" grow preventGrowOverflow={false} wrap="wrap">
          <NativeSelect
            id="route-date"
            label="Date"
            miw={220}
            error={dateError}
            data={[
              { value: '', label: dates.length ? 'Choose a date' : 'No open-house dates ahead' },
              ...dates.map((item) => ({ value: item.date, label: `${formatDay(item.date)} (${plural(item.listing_count, 'listing')})` })),
            ]}
            value={form.date}
            onChange={(event) => onChange({ ...form, date: event.currentTarget.value })}
          />
          <NativeSelect
            label="Start time"
            miw={150}
            data={START_TIMES.map((time) => ({ value: time, label: formatClock(time) }))}
            value={form.start_time}
            onChange={(event) => onChange({ ...form, start_time: event.currentTarget.value as PlannerForm['start_time'] })}
          />
          <NativeSelect
            label="Visit duration"
            miw={150}
            data={VISIT_DURATIONS.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }))}
            value={String(form.visit_duration_minutes)}
            onChange={(event) => onChange({ ...form, visit_duration_minutes: Number(event.currentTarget.value) as PlannerForm['visit_duration_minutes'] })}
          />
        </Group>
        <Checkbox
          label="Visit each listing agent only once (dedupe agents)"
          checked={form.dedupe_agents}
          onChange={(event) => onChange({ ...form, dedupe_agents: event.currentTarget.checked })}
        />
        <Radio.Group label="Starting point" value={form.start} onChange={(value) => onChange({ ...form, start: value as StartChoice })}>
          <Stack gap={6} mt={4}>
            <Radio value="none" label="None: start at the first open house" />
            {settingsStart && <Radio value="settings" label={`The starting address from settings: ${settingsStart.label ?? 'unnamed'}`} />}
            <Radio value="device" label="This device’s location" />
          </Stack>
        </Radio.Group>
        {!settingsStart && (
          <Text size="sm" c="dimmed">
            An admin can save a starting address on the settings page.
          </Text>
        )}
        <Group gap="sm">
          <Button type="submit" loading={isBusy}>
            Optimize
          </Button>
          <Button variant="default" onClick={onMyRoutes}>
            My Routes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
