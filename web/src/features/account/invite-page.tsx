import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { inviteSchema } from '#shared/account.js';
import { api, ApiError } from '../../api';
import { usePageTitle } from '../../components/use-page-title';
import { AccountFields } from '../../components/account-fields';
import { useForm } from '../../components/use-form';

const INVITE_ERROR = 'Failed to send invite.';
const EMPTY = { first_name: '', last_name: '', email: '', phone: '' };

/** /invite: an email and a text with a signup link that fills in the invitee's details (product/portal.md §2). */
export function InvitePage() {
  usePageTitle('Invite an agent');
  const form = useForm(EMPTY);
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSent('');
    const checked = form.validate(inviteSchema);
    if (!checked.ok) return;
    setIsSending(true);
    try {
      const reply = await api<{ message?: string }>('/api/invite-agent', { method: 'POST', body: checked.data, fallbackError: INVITE_ERROR });
      setSent(reply.message ?? 'Invitation sent.');
      // Ready for the next colleague.
      form.setValues(EMPTY);
    } catch (caught) {
      if (!form.showServerFieldError(caught)) setError(caught instanceof ApiError ? caught.message : INVITE_ERROR);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>Invite an agent</Title>
        <Text c="dimmed">We email and text them a link to sign up, with these details filled in.</Text>
        {/* Always in the page, so screen readers announce each sent invitation. */}
        <Text role="status" c="teal.9" fw={600} size="sm" mt={sent ? 'xs' : 0}>
          {sent}
        </Text>
      </div>
      <Card withBorder radius="md" padding="lg">
        <form {...form.formProps} onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            {error && (
              <Alert color="red" role="alert" variant="light">
                {error}
              </Alert>
            )}
            <AccountFields form={form} />
            <Button type="submit" loading={isSending} leftSection={<IconSend size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
              Send Invite
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
