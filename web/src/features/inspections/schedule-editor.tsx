import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { DEFAULT_INSPECTION_WINDOW, INSPECTION_WINDOWS } from '#shared/dates.js';
import type { Inspection } from '#shared/inspections.js';
import { isLateForOption, optionMessages } from '#shared/option-period.js';
import { useBusinessInfo } from '../../components/business-info';
import { formatDay } from '../../lib/format-date';
import { DetailLine, SaveFailure, useEditInPlace } from './edit-in-place';
import { assignInspection } from './inspections-api';

interface Props {
  inspection: Inspection;
  onSaved: (inspection: Inspection, message: string) => void;
}

/** Admins: Edit, then Save or Cancel (product/portal.md §4); the date is one of the three preferred. */
export function ScheduleEditor({ inspection, onSaved }: Props) {
  const edit = useEditInPlace(() => ({ date: inspection.inspection_date ?? inspection.preferred_dates[0] ?? null, window: inspection.inspection_time ?? DEFAULT_INSPECTION_WINDOW }));
  const { values, setValues } = edit;
  const timeZone = useBusinessInfo()?.time_zone ?? 'America/Chicago';
  // The wizard's warning again: a final date too close to the option deadline is marked, not refused (issue 30 point 2).
  const isLate = (date: string) => isLateForOption(timeZone, date, inspection.option_deadline);

  const save = async () => {
    const date = values.date;
    if (!date) return edit.setError('Choose the final date.');
    await edit.run(async () => {
      const saved = await assignInspection({ booking_id: inspection.id, selected_date: date, inspection_time: values.window as (typeof INSPECTION_WINDOWS)[number] });
      onSaved(saved, `Final date saved: ${formatDay(saved.inspection_date)}, ${saved.inspection_time}. The client and the agent were told.`);
    });
  };

  if (!edit.isEditing) {
    const value = inspection.inspection_date ? `${formatDay(inspection.inspection_date)}, ${inspection.inspection_time}` : 'Not assigned yet';
    return <DetailLine label="Final date" value={value} button="Edit" canEdit={!inspection.cancelled_at} onEdit={edit.open} />;
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
        <Button size="sm" onClick={() => void save()} loading={edit.isSaving}>
          Save
        </Button>
        <Button size="sm" variant="default" onClick={edit.cancel} disabled={edit.isSaving}>
          Cancel
        </Button>
      </Group>
      {values.date && isLate(values.date) && (
        <Alert color="orange" variant="light" data-testid="option-warning">
          {optionMessages.late}
        </Alert>
      )}
      <SaveFailure error={edit.error} />
    </Stack>
  );
}
