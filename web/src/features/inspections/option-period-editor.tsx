import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Inspection } from '#shared/inspections.js';
import { ApiError } from '../../api';
import { useBusinessInfo } from '../../components/business-info';
import { emptyOptionPeriod, OptionPeriodFields, optionPeriodBody } from '../../components/option-period-fields';
import { DetailLine, SaveFailure, useEditInPlace } from './edit-in-place';
import { saveOptionPeriod } from './inspections-api';

type Field = 'contract_effective_date' | 'option_period_days';

/** The inspection's option period on its details, with a change button for its agent and admins (D-230; the server checks who). */
export function OptionPeriodEditor({ inspection, onSaved }: { inspection: Inspection; onSaved: (inspection: Inspection, message: string) => void }) {
  const timeZone = useBusinessInfo()?.time_zone ?? 'America/Chicago';
  const edit = useEditInPlace(() => emptyOptionPeriod(inspection.contract_effective_date, inspection.option_period_days));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const save = () => {
    setErrors({});
    return edit.run(
      async () => {
        const saved = await saveOptionPeriod(inspection.id, optionPeriodBody(edit.values));
        onSaved(saved, saved.option_deadline ? 'Option period saved.' : 'Option period cleared.');
      },
      // A bad value is told beside its field.
      (caught) => {
        const field = caught instanceof ApiError ? (caught.body as { field?: string } | undefined)?.field : undefined;
        if (field !== 'contract_effective_date' && field !== 'option_period_days') return false;
        setErrors({ [field]: (caught as ApiError).message });
        return true;
      },
    );
  };

  if (!edit.isEditing) {
    const value = inspection.contract_effective_date && inspection.option_period_days ? `${inspection.option_period_days} days from ${inspection.contract_effective_date}` : 'Not given';
    return <DetailLine label="Option period" value={value} button="Change option period" canEdit={!inspection.cancelled_at} onEdit={edit.open} />;
  }
  return (
    <Stack gap="xs">
      <OptionPeriodFields values={edit.values} onChange={edit.setValues} errors={errors} timeZone={timeZone} />
      <Group gap="sm">
        <Button size="sm" onClick={() => void save()} loading={edit.isSaving}>
          Save option period
        </Button>
        <Button
          size="sm"
          variant="default"
          disabled={edit.isSaving}
          onClick={() => {
            setErrors({});
            edit.cancel();
          }}
        >
          Cancel
        </Button>
      </Group>
      <SaveFailure error={edit.error} />
    </Stack>
  );
}
