import { Checkbox, List, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { AGREEMENT_TERMS, bookingMessages, type BookReply } from '#shared/booking.js';
import { bookingErrors, bookOrder } from './booking-api';
import { dayLabel } from './day-label';
import type { StepProps } from './step-props';
import { useStepSave } from './use-step-save';
import { WizardNav } from './wizard-nav';

interface AgreementStepProps extends Omit<StepProps, 'onSaved'> {
  onBooked: (booking: BookReply['booking']) => void;
}

/** Step 7: the order at a glance, the 11 terms (all needed, product/portal.md §5), then Book. */
export function AgreementStep({ progress, onBooked, onPrevious }: AgreementStepProps) {
  const [agreed, setAgreed] = useState<string[]>([]);
  const save = useStepSave(bookingErrors.book);
  const address = [progress.address1, progress.address2].filter(Boolean).join(' ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (agreed.length !== AGREEMENT_TERMS.length) return save.setError(bookingMessages.agreeAll);
    void save.run(async () => onBooked((await bookOrder()).booking));
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <section aria-labelledby="order-summary">
          <Title order={3} size="h4" id="order-summary" mb="xs">
            Your order
          </Title>
          <List spacing={4} size="sm">
            <List.Item>
              {address}, {progress.city}, {progress.state} {progress.zip_code}
            </List.Item>
            <List.Item>
              {progress.property_type}, {progress.square_footage?.toLocaleString('en-US')} sq ft, {progress.number_beds} bed, {progress.number_baths} bath
            </List.Item>
            <List.Item>
              Client: {progress.client_first_name} {progress.client_last_name} ({progress.client_role === 'Other' ? progress.client_role_specify : progress.client_role})
            </List.Item>
            <List.Item>Preferred dates: {(progress.selected_dates ?? []).map(dayLabel).join(', ')}</List.Item>
            <List.Item>
              <Text span fw={700}>
                Price: ${progress.total_price?.toLocaleString('en-US')}
              </Text>
            </List.Item>
          </List>
        </section>
        <Checkbox.Group
          label="Agreement"
          description="Please tick each statement."
          value={agreed}
          onChange={(value) => {
            setAgreed(value);
            save.setError(null);
          }}
        >
          <Stack gap="xs" mt="sm">
            {AGREEMENT_TERMS.map((term, index) => (
              <Checkbox key={term} value={String(index)} label={term} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Checkbox
          label="I agree to all of the above"
          checked={agreed.length === AGREEMENT_TERMS.length}
          indeterminate={agreed.length > 0 && agreed.length < AGREEMENT_TERMS.length}
          onChange={(event) => {
            setAgreed(event.currentTarget.checked ? AGREEMENT_TERMS.map((_, index) => String(index)) : []);
            save.setError(null);
          }}
        />
        <WizardNav error={save.error} isBusy={save.isBusy} onPrevious={onPrevious} nextLabel="Book" />
      </Stack>
    </form>
  );
}
