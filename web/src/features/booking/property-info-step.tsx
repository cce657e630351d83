import { Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { propertyInfoSchema } from '#shared/booking.js';
import { useForm } from '../../components/use-form';
import { bookingErrors, saveStep } from './booking-api';
import { PropertyPhoto } from './property-photo';
import type { StepProps } from './step-props';
import { chooseValue } from './choose-value';
import { useStepSave } from './use-step-save';
import { WizardNav } from './wizard-nav';

/** Step 1: where the property is, and whether it is new construction (priced separately). */
export function PropertyInfoStep({ progress, onSaved }: StepProps) {
  const form = useForm({
    new_construction: progress.new_construction ?? '',
    address1: progress.address1 ?? '',
    address2: progress.address2 ?? '',
    city: progress.city ?? '',
    state: progress.state ?? 'TX',
    zip_code: progress.zip_code ?? '',
  });
  const save = useStepSave(bookingErrors.propertyInfo);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate(propertyInfoSchema);
    if (!checked.ok) return;
    void save.run(async () => {
      await saveStep('/api/property-info', checked.data, bookingErrors.propertyInfo);
      onSaved(checked.data, 2);
    }, form.showServerFieldError);
  };

  return (
    <form {...form.formProps} onSubmit={submit}>
      <Stack gap="md">
        <Radio.Group
          name="new_construction"
          label="Is this new construction?"
          required
          value={form.values.new_construction}
          onChange={(value) => chooseValue(form.text('new_construction'), value)}
          error={form.errors.new_construction}
          errorProps={{ role: 'alert' }}
        >
          <Group mt="xs">
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </Group>
        </Radio.Group>
        <TextInput label="Address" autoComplete="address-line1" required {...form.text('address1')} />
        <TextInput label="Address line 2" description="Apartment, suite, unit (optional)" autoComplete="address-line2" {...form.text('address2')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <TextInput label="City" autoComplete="address-level2" required {...form.text('city')} />
          <TextInput label="State" autoComplete="address-level1" maxLength={2} required {...form.text('state')} />
          <TextInput label="ZIP code" autoComplete="postal-code" inputMode="numeric" required {...form.text('zip_code')} />
        </SimpleGrid>
        <PropertyPhoto hasSavedPhoto={Boolean(progress.has_property_image)} onUploaded={() => onSaved({ has_property_image: true }, 1)} />
        <WizardNav error={save.error} isBusy={save.isBusy} />
      </Stack>
    </form>
  );
}
