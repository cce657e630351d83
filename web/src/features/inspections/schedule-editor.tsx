import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_INSPECTION_WINDOW, INSPECTION_WINDOWS } from '#shared/dates.js';
import type { Inspection } from '#shared/inspections.js';
import { isLateForOption, optionMessages } from '#shared/option-period.js';
import { useBusinessInfo } from '../../components/business-info';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { formatDay } from '../../lib/format-date';
import { assignInspection } from './inspections-api';

interface Props {
  inspection: Inspection;
  onSaved: (inspection: Inspection, message: string) => void;
}

/** Admins: Edit, then Save or Cancel (product/portal.md §4); the date is one of the three preferred. */
export function ScheduleEditor({ inspection, onSaved }: Props) {
  const initial = () => ({ date: inspection.inspection_date ?? inspection.preferred_dates[0] ?? null, window: inspection.inspection_time ?? DEFAULT_INSPECTION_WINDOW });
  const [isEditing, setIsEditing] = useState(false);
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const timeZone = useBusinessInfo()?.time_zone ?? 'America/Chicago';
  // The wizard's warning again: a final date too close to the option deadline is marked, not refused (issue 30 point 2).
  const isLate = (date: string) => isLateForOption(timeZone, date, inspection.option_deadline);

  const cancel = () => {
    setValues(initial());
    setError(null);
    setIsEditing(false);
  };
  const save = async () => {
    if (!values.date) return setError('Choose the final date.');
    setIsSaving(true);
    setError(null);
    try {
      const saved = await assignInspection({ booking_id: inspection.id, selected_date: values.date, inspection_time: values.window as (typeof INSPECTION_WINDOWS)[number] });
      setIsEditing(false);
      onSaved(saved, `Final date saved: ${formatDay(saved.inspection_date)}, ${saved.inspection_time}. The client and the agent were told.`);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR);
    } finally {
      setIsSaving(false);
    }
  };

  if (!isEditing) {
    return (
      <Group gap="sm">
        <Text size="sm">
          <b>Final date:</b> {inspection.inspection_date ? `${formatDay(inspection.inspection_date)}, ${inspection.inspection_time}` : 'Not assigned yet'}
        </Text>
        {!inspection.cancelled_at && (
          <Button size="xs" variant="light" onClick={() => setIsEditing(true)}>
            Edit
          </Button>
        )}
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="sm" align="end">
        <Select
          label="Final date"
          data={inspection.preferred_dates.map((date) => ({ value: date, label: `${formatDay(date)}${isLate(date) ? ' (late for the option period)' : ''}` }))}
          value={values.date}
          onChange={(date) => setValues((current) => ({ ...current, date }))}
          allowDeselect={false}
          w={300}
        />
        <Select label="Time window" data={[...INSPECTION_WINDOWS]} value={values.window} onChange={(window) => setValues((current) => ({ ...current, window: window ?? DEFAULT_INSPECTION_WINDOW }))} allowDeselect={false} w={140} />
        <Button size="sm" onClick={() => void save()} loading={isSaving}>
          Save
        </Button>
        <Button size="sm" variant="default" onClick={cancel} disabled={isSaving}>
          Cancel
        </Button>
      </Group>
      {values.date && isLate(values.date) && (
        <Alert color="orange" variant="light" data-testid="option-warning">
          {optionMessages.late}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert" variant="light">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
