import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { agentEditSchema, type Agent } from '#shared/agents.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { formatPhone } from '../../lib/phone-format';
import { AccountFields } from '../../components/account-fields';
import { AppModal } from '../../components/app-modal';
import { LicenseNumberInput } from '../../components/license-number-input';
import { useForm } from '../../components/use-form';
import { updateAgent } from './agents-api';

interface Props {
  agent: Agent;
  onSaved: (agent: Agent) => void;
  onClose: () => void;
}

/** Edit an agent's name, contact details and company (PUT /api/admin/agents/{id}). Mounted per agent, so it starts from its values. */
export function AgentEditModal({ agent, onSaved, onClose }: Props) {
  const form = useForm({
    first_name: agent.first_name,
    last_name: agent.last_name,
    email: agent.email,
    phone: formatPhone(agent.phone),
    company: agent.company,
    license_number: agent.license_number,
  });
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = form.validate(agentEditSchema);
    if (!checked.ok) return;
    setIsSaving(true);
    try {
      onSaved((await updateAgent(agent.id, checked.data)).agent);
    } catch (caught) {
      if (!form.showServerFieldError(caught)) setError(caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR);
      setIsSaving(false);
    }
  };

  return (
    <AppModal opened onClose={() => !isSaving && onClose()} title={`Edit ${agent.full_name}`} size="lg">
      <form {...form.formProps} onSubmit={(event) => void save(event)}>
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert" variant="light">
              {error}
            </Alert>
          )}
          <AccountFields form={form} />
          <TextInput label="Company" autoComplete="organization" required {...form.text('company')} />
          <LicenseNumberInput description="Optional. The agent's TREC license number." {...form.text('license_number')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSaving}>
              Cancel
            </Button>
            <Button type="submit" loading={isSaving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
