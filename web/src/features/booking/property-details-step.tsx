import { Group, Select, Slider, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { PROPERTY_TYPES, propertyDetailsSchema, sliders } from '#shared/booking.js';
import { checkForm, type FieldErrors } from '../../lib/form-errors';
import { bookingErrors, saveStep } from './booking-api';
import type { StepProps } from './step-props';
import { useStepSave } from './use-step-save';
import { WizardNav } from './wizard-nav';

type SliderName = keyof typeof sliders;

const sliderLabels: Record<SliderName, { label: string; show: (value: number) => string }> = {
  square_footage: { label: 'Square footage', show: (value) => `${value.toLocaleString('en-US')} sq ft` },
  number_beds: { label: 'Bedrooms', show: (value) => String(value) },
  number_baths: { label: 'Bathrooms', show: (value) => String(value) },
};

/** Step 2: the property type and the three sliders of product/portal.md §5, each value shown as it moves. */
export function PropertyDetailsStep({ progress, onSaved, onPrevious }: StepProps) {
  const [type, setType] = useState<string | null>(progress.property_type ?? null);
  const [sizes, setSizes] = useState<Record<SliderName, number>>({
    square_footage: progress.square_footage ?? sliders.square_footage.default,
    number_beds: progress.number_beds ?? sliders.number_beds.default,
    number_baths: progress.number_baths ?? sliders.number_baths.default,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useStepSave(bookingErrors.propertyDetails);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(propertyDetailsSchema, { property_type: type ?? undefined, ...sizes });
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return document.getElementById('property-type')?.focus();
    void save.run(async () => {
      await saveStep('/api/property-details', checked.data, bookingErrors.propertyDetails);
      onSaved(checked.data, 3);
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <Select
          id="property-type"
          label="Property type"
          placeholder="Choose the property type"
          data={[...PROPERTY_TYPES]}
          value={type}
          onChange={(value) => {
            setType(value);
            setErrors({});
          }}
          required
          allowDeselect={false}
          error={errors.property_type}
          errorProps={{ role: 'alert' }}
        />
        {(Object.keys(sliders) as SliderName[]).map((name) => {
          const { label, show } = sliderLabels[name];
          const limits = sliders[name];
          return (
            <Stack gap={6} key={name}>
              <Group justify="space-between">
                <Text size="sm" fw={500} id={`${name}-label`}>
                  {label}
                </Text>
                <Text size="sm" fw={700} aria-hidden>
                  {show(sizes[name])}
                </Text>
              </Group>
              <Slider
                min={limits.min}
                max={limits.max}
                step={limits.step}
                value={sizes[name]}
                onChange={(value) => setSizes((previous) => ({ ...previous, [name]: value }))}
                label={show}
                thumbLabel={label}
                thumbValueText={show}
              />
              <Group justify="space-between" aria-hidden>
                <Text size="xs" c="dimmed">
                  {show(limits.min)}
                </Text>
                <Text size="xs" c="dimmed">
                  {show(limits.max)}
                </Text>
              </Group>
            </Stack>
          );
        })}
        <WizardNav error={save.error} isBusy={save.isBusy} onPrevious={onPrevious} />
      </Stack>
    </form>
  );
}
