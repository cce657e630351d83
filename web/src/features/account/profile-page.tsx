import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { UpdateInfoReply } from '#shared/account.js';
import { usePageTitle } from '../../components/use-page-title';
import { ProfileDetails } from './profile-details';
import { ProfilePhoneCode } from './profile-phone-code';
import { ProfilePhoto } from './profile-photo';
import { ReauthAlert } from '../../components/reauth-alert';

/** /update-info: the agent's photo and details (product/portal.md §2). */
export function ProfilePage() {
  usePageTitle('Update info');
  const [saved, setSaved] = useState('');
  const [pendingPhone, setPendingPhone] = useState<string | null>(null);
  const [reauth, setReauth] = useState<string | null>(null);

  const onSaved = (reply: UpdateInfoReply) => {
    setReauth(null);
    // The brief: a changed email says where the confirmation link went.
    setSaved(
      reply.pending_email
        ? `Your changes are saved. We sent a link to ${reply.pending_email}: your email changes once you open it.`
        : 'Your changes are saved.',
    );
    setPendingPhone(reply.pending_phone ?? null);
  };

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>Update info</Title>
        <Text c="dimmed">What clients and our team see about you.</Text>
        {/* Always in the page, so screen readers announce each confirmation. */}
        <Text role="status" c="teal.9" fw={600} size="sm" mt={saved ? 'xs' : 0}>
          {saved}
        </Text>
      </div>
      {reauth && <ReauthAlert message={reauth} returnTo="/update-info" />}
      {pendingPhone && (
        <ProfilePhoneCode
          phone={pendingPhone}
          onDone={(message) => {
            setPendingPhone(null);
            setSaved(message);
          }}
        />
      )}
      <ProfilePhoto />
      <ProfileDetails
        onSaved={onSaved}
        onReauth={(message) => {
          setSaved('');
          setReauth(message);
        }}
      />
    </Stack>
  );
}
