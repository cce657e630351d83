import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Inspection } from '#shared/inspections.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { useBusinessInfo } from '../../components/business-info';
import { emptyOptionPeriod, OptionPeriodFields, optionPeriodBody } from '../../components/option-period-fields';
import { saveOptionPeriod } from './inspections-api';

type Field = 'contract_effective_date' | 'option_period_days';

/** The inspection's option period on its details, with a change button for its agent and admins (D-230; the server checks who). */
export function OptionPeriodEditor({ inspection, onSaved }: { inspection: Inspection; onSaved: (inspection: Inspection, message: string) => void }) {
  const timeZone = useBusinessInfo()?.time_zone ?? 'America/Chicago';
  const initial = () => emptyOptionPeriod(inspection.contract_effective_date, inspection.option_period_days);
  const [isEditing, setIsEditing] = useState(false);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const save = async () => {
    setIsSaving(true);
    setError(null);
    setErrors({});
    try {
      const saved = await saveOptionPeriod(inspection.id, optionPeriodBody(values));
      setIsEditing(false);
      onSaved(saved, saved.option_deadline ? 'Option period saved.' : 'Option period cleared.');
    } catch (caught) {
      const field = caught instanceof ApiError ? (caught.body as { field?: string } | undefined)?.field : undefined;
      if (field === 'contract_effective_date' || field === 'option_period_days') setErrors({ [field]: (caught as ApiError).message });
      else setError(caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR);
    } finally {
      setIsSaving(false);
    }
  };

  if (!isEditing) {
    return (
      <Group gap="sm">
        <Text size="sm">
          <b>Option period:</b>{' '}
          {inspection.contract_effective_date && inspection.option_period_days
            ? `${inspection.option_period_days} days from ${inspection.contract_effective_date}`
            : 'Not given'}
        </Text>
        {!inspection.cancelled_at && (
          <Button size="xs" variant="light" onClick={() => setIsEditing(true)}>
            Change option period
          </Button>
        )}
      </Group>
    );
  }
  return (
    <Stack gap="xs">
      <OptionPeriodFields values={values} onChange={setValues} errors={errors} timeZone={timeZone} />
      <Group gap="sm">
        <Button size="sm" onClick={() => void save()} loading={isSaving}>
          Save option period
        </Button>
        <Button size="sm" variant="default" disabled={isSaving} onClick={() => {
          setValues(initial());
          setErrors({});
          setError(null);
          setIsEditing(false);
        }}>
          Cancel
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert" variant="light">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
