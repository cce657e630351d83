import { Alert, Button, Card, DataList, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { updateInfoSchema, type CurrentUser, type UpdateInfoReply } from '#shared/account.js';
import { ApiError } from '../../api';
import { formatPhone } from '../../lib/phone-format';
import { useCurrentUser, useSession } from '../../components/session-context';
import { AccountFields } from '../../components/account-fields';
import { LicenseNumberInput } from '../../components/license-number-input';
import { PROFILE_ERROR, updateProfile } from './profile-api';
import { isReauthRequired } from '../../lib/reauth';
import { useForm } from '../../components/use-form';

const valuesOf = (user: CurrentUser) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  phone: formatPhone(user.phone),
  company: user.company,
  license_number: user.license_number,
  bio: user.bio,
});

interface Props {
  onSaved: (reply: UpdateInfoReply) => void;
  onReauth: (message: string) => void;
}

/** Name, contact details, agency and biography: read, then Edit, then Save Changes or Cancel (product/portal.md §2). */
export function ProfileDetails({ onSaved, onReauth }: Props) {
  const user = useCurrentUser();
  const { refreshUser } = useSession();
  const [isEditing, setIsEditing] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm(valuesOf(user));

  const edit = () => {
    form.setValues(valuesOf(user));
    form.clearErrors();
    setError(null);
    setIsEditing(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = form.validate(updateInfoSchema);
    if (!checked.ok) return;
    setIsSaving(true);
    try {
      const reply = await updateProfile(checked.data);
      await refreshUser();
      setIsEditing(false);
      onSaved(reply);
    } catch (caught) {
      if (isReauthRequired(caught)) onReauth((caught as ApiError).message);
      else if (!form.showServerFieldError(caught)) setError(caught instanceof ApiError ? caught.message : PROFILE_ERROR);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="details-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="details-heading">
          Your details
        </Title>
        {!isEditing && <Button onClick={edit}>Edit</Button>}
      </Group>
      {isEditing ? (
        <form {...form.formProps} onSubmit={(event) => void save(event)}>
          <Stack gap="md">
            {error && (
              <Alert color="red" role="alert" variant="light">
                {error}
              </Alert>
            )}
            <AccountFields form={form} />
            <TextInput label="Agency" description="Your brokerage or company" autoComplete="organization" required {...form.text('company')} />
            <LicenseNumberInput {...form.text('license_number')} />
            <Textarea label="Biography" autosize minRows={3} maxRows={10} {...form.text('bio')} />
            <Text size="xs" c="dimmed">
              A new email or mobile phone changes once you confirm it, from a link or a texted code.
            </Text>
            <Group gap="sm">
              <Button type="submit" loading={isSaving}>
                Save Changes
              </Button>
              <Button variant="default" onClick={() => setIsEditing(false)} disabled={isSaving}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <DataList orientation="horizontal" labelWidth={130} withDivider>
          {[
            ['Name', `${user.first_name} ${user.last_name}`],
            ['Email', user.email],
            ['Mobile phone', formatPhone(user.phone)],
            ['Agency', user.company],
            ['License number', user.license_number || 'Not given'],
            ['Biography', user.bio || 'Not written yet'],
          ].map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      )}
    </Card>
  );
}
