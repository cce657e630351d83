import { Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { CLIENT_ROLES, clientInfoSchema } from '#shared/booking.js';
import { formatPhone } from '#shared/phone.js';
import { PhoneInput } from '../../components/phone-input';
import { useForm } from '../../components/use-form';
import { bookingErrors, saveStep } from './booking-api';
import type { StepProps } from './step-props';
import { chooseValue } from './choose-value';
import { useStepSave } from './use-step-save';
import { WizardNav } from './wizard-nav';

/** Step 4: the agent's client, who will sign the agreement (product/portal.md §3). */
export function ClientInfoStep({ progress, onSaved, onPrevious }: StepProps) {
  const form = useForm({
    client_first_name: progress.client_first_name ?? '',
    client_last_name: progress.client_last_name ?? '',
    client_email: progress.client_email ?? '',
    client_phone: progress.client_phone ? formatPhone(progress.client_phone) : '',
    client_role: progress.client_role ?? '',
    client_role_specify: progress.client_role_specify ?? '',
  });
  const save = useStepSave(bookingErrors.clientInfo);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate(clientInfoSchema);
    if (!checked.ok) return;
    void save.run(async () => {
      await saveStep('/api/client-info', checked.data, bookingErrors.clientInfo);
      onSaved(checked.data, 5);
    }, form.showServerFieldError);
  };

  return (
    <form {...form.formProps} onSubmit={submit}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Client first name" required {...form.text('client_first_name')} />
          <TextInput label="Client last name" required {...form.text('client_last_name')} />
          <TextInput label="Client email" type="email" required {...form.text('client_email')} />
          <PhoneInput label="Client mobile phone" required autoComplete="off" {...form.phone('client_phone')} />
        </SimpleGrid>
        <Radio.Group
          name="client_role"
          label="Client role"
          required
          value={form.values.client_role}
          onChange={(value) => chooseValue(form.text('client_role'), value)}
          error={form.errors.client_role}
          errorProps={{ role: 'alert' }}
        >
          <Group mt="xs">
            {CLIENT_ROLES.map((role) => (
              <Radio key={role} value={role} label={role} />
            ))}
          </Group>
        </Radio.Group>
        {form.values.client_role === 'Other' && (
          <TextInput label="Please specify the role" required {...form.text('client_role_specify')} />
        )}
        <WizardNav error={save.error} isBusy={save.isBusy} onPrevious={onPrevious} />
      </Stack>
    </form>
  );
}
