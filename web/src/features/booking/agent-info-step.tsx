import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { agentInfoSchema } from '#shared/booking.js';
import { formatPhone } from '#shared/phone.js';
import { useCurrentUser } from '../../components/session-context';
import { PhoneInput } from '../../components/phone-input';
import { useForm } from '../../components/use-form';
import { bookingErrors, saveStep } from './booking-api';
import type { StepProps } from './step-props';
import { useStepSave } from './use-step-save';
import { WizardNav } from './wizard-nav';

/** Step 5: the ordering agent, filled in from the signed-in profile (an assistant may order for another agent). */
export function AgentInfoStep({ progress, onSaved, onPrevious }: StepProps) {
  const user = useCurrentUser();
  const form = useForm({
    agent_first_name: progress.agent_first_name ?? user.first_name,
    agent_last_name: progress.agent_last_name ?? user.last_name,
    agent_email: progress.agent_email ?? user.email,
    agent_phone: formatPhone(progress.agent_phone ?? user.phone),
  });
  const save = useStepSave(bookingErrors.agentInfo);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate(agentInfoSchema);
    if (!checked.ok) return;
    void save.run(async () => {
      await saveStep('/api/agent-info', checked.data, bookingErrors.agentInfo);
      onSaved(checked.data, 6);
    }, form.showServerFieldError);
  };

  return (
    <form {...form.formProps} onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Filled in from your profile. Messages about this inspection go to this agent.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Agent first name" autoComplete="given-name" required {...form.text('agent_first_name')} />
          <TextInput label="Agent last name" autoComplete="family-name" required {...form.text('agent_last_name')} />
          <TextInput label="Agent email" type="email" autoComplete="email" required {...form.text('agent_email')} />
          <PhoneInput label="Agent mobile phone" required {...form.phone('agent_phone')} />
        </SimpleGrid>
        <WizardNav error={save.error} isBusy={save.isBusy} onPrevious={onPrevious} />
      </Stack>
    </form>
  );
}
