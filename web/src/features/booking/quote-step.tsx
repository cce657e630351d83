import { Checkbox, Divider, Group, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { bookingMessages, type QuoteReply } from '#shared/booking.js';
import { acceptQuote, fetchQuote } from './booking-api';
import type { StepProps } from './step-props';
import { useStepSave } from './use-step-save';
import { WizardNav } from './wizard-nav';

const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** Step 3: the server's price for the property (product/rules.md "Prices and capacity"), accepted before going on. */
export function QuoteStep({ progress, onSaved, onPrevious }: StepProps) {
  const [quote, setQuote] = useState<QuoteReply | 'error' | null>(null);
  const [isAccepted, setIsAccepted] = useState(Boolean(progress.quote_accepted));
  const save = useStepSave(bookingMessages.quoteFirst);

  useEffect(() => {
    const body = { sqft: progress.square_footage ?? 0, beds: progress.number_beds ?? 0, baths: progress.number_baths ?? 0 };
    let isCurrent = true;
    fetchQuote(body)
      .then((reply) => isCurrent && setQuote(reply))
      // product/portal.md §8: a failed quote shows 'error' in the total.
      .catch(() => isCurrent && setQuote('error'));
    return () => {
      isCurrent = false;
    };
  }, [progress.square_footage, progress.number_beds, progress.number_baths]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isAccepted || quote === null || quote === 'error') return save.setError(bookingMessages.quoteFirst);
    void save.run(async () => {
      const frozen = await acceptQuote();
      onSaved({ quote_accepted: true, total_price: frozen.quote, price_lines: frozen.lines }, 4);
    });
  };

  const lines = quote && quote !== 'error' ? quote.lines : [];
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Table aria-label="Price of the inspection" verticalSpacing="xs">
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.label}>
                <Table.Td>{line.label}</Table.Td>
                <Table.Td ta="right">{money(line.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Divider />
        <Group justify="space-between" aria-live="polite">
          <Text fw={700} size="lg">
            Total
          </Text>
          <Text fw={700} size="xl" data-testid="quote-total">
            {quote === null ? 'Calculating…' : quote === 'error' ? 'error' : money(quote.quote)}
          </Text>
        </Group>
        <Checkbox
          label="I accept this quote for my client's inspection"
          checked={isAccepted}
          onChange={(event) => {
            setIsAccepted(event.currentTarget.checked);
            save.setError(null);
          }}
        />
        <WizardNav error={save.error} isBusy={save.isBusy} onPrevious={onPrevious} nextLabel="Accept and continue" />
      </Stack>
    </form>
  );
}
