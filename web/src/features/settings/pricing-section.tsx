import { Button, Card, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { pricingSchema } from '#shared/booking.js';
import { pricingValuesSchema, type AdminSettings } from '#shared/settings.js';
import { useForm } from '../../components/use-form';
import { ExampleQuotes } from './example-quotes';
import { failedSave, SaveResultView, type SaveResult } from './save-result';
import { savePricing, toNumbers, toText } from './settings-api';

type Field = keyof typeof pricingValuesSchema.shape;

/** The form's fields in reading order; `isDollars` fields get a $ in front. */
const FIELDS: { name: Field; label: string; description?: string; isDollars: boolean }[] = [
  { name: 'base_price', label: 'Base price', description: 'Covers homes up to the base size.', isDollars: true },
  { name: 'base_sqft', label: 'Base size (sq ft)', isDollars: false },
  { name: 'step_sqft', label: 'Step size (sq ft)', description: 'Each started step above the base size adds the step price.', isDollars: false },
  { name: 'step_price', label: 'Price per step', isDollars: true },
  { name: 'bath_threshold', label: 'Bathrooms included', description: 'Each bathroom above this adds the bathroom price.', isDollars: false },
  { name: 'bath_price', label: 'Price per extra bathroom', isDollars: true },
  { name: 'multi_family_price', label: 'Multi-Family adder', isDollars: true },
  { name: 'new_construction_price', label: 'New construction adder', isDollars: true },
];

interface Props {
  pricing: AdminSettings['pricing'];
  onReload: () => void;
}

/** Prices, with example quotes from the same rule the order wizard's quote uses. */
export function PricingSection({ pricing, onReload }: Props) {
  const { version: loadedVersion, ...values } = pricing;
  const form = useForm(toText(values));
  const [version, setVersion] = useState(loadedVersion);
  const [isSaving, setIsSaving] = useState(false);
  const [result, setResult] = useState<SaveResult>(null);
  // The example follows the form as the admin types, whenever the values make a valid price rule.
  const live = pricingSchema.safeParse(toNumbers(form.values));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const checked = form.validate(pricingValuesSchema, toNumbers(form.values));
    if (!checked.ok) return;
    setIsSaving(true);
    try {
      const reply = await savePricing(checked.data, version);
      setVersion(reply.pricing.version);
      setResult({ kind: 'saved', message: 'Prices saved. New quotes use them from now on.' });
    } catch (caught) {
      setResult(failedSave(caught));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pricing-title">
      <form {...form.formProps} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <div>
            <Title order={2} id="pricing-title" size="h3">
              Prices
            </Title>
            <Text size="sm" c="dimmed">
              Whole dollars. A submitted order keeps the price it was quoted.
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {FIELDS.map((field) => (
              <TextInput
                key={field.name}
                label={field.label}
                description={field.description}
                inputMode="numeric"
                leftSection={field.isDollars ? <span aria-hidden>$</span> : undefined}
                {...form.text(field.name)}
              />
            ))}
          </SimpleGrid>
          <ExampleQuotes pricing={live.success ? live.data : null} />
          <SaveResultView result={result} onReload={onReload} />
          <Button type="submit" loading={isSaving} style={{ alignSelf: 'flex-start' }}>
            Save prices
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
