import { Alert, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AuthMethodsReply } from '#shared/auth.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { ConfirmModal, type ConfirmRequest } from '../../components/confirm-modal';
import { isReauthRequired } from '../../lib/reauth';
import { ReauthAlert } from '../../components/reauth-alert';
import { readAuthMethods } from './manage-auth-api';
import { ManageAuthPasskeys } from './manage-auth-passkeys';
import { ManageAuthPassword } from './manage-auth-password';
import { RetryAlert } from '../../components/retry-alert';
import { useLoaded } from '../../components/use-loaded';
import type { RunChange } from './run-change';

const STATUS_ID = 'manage-auth-status';

type Feedback = { kind: 'error' | 'reauth'; message: string } | null;

/** /manage-auth: the account's password and passkeys, never leaving it without a way in (product/portal.md §5). */
export function ManageAuthPage() {
  usePageTitle('Manage sign-in methods');
  const { data: methods, setData: setMethods, error: loadError, reload } = useLoaded(readAuthMethods);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [success, setSuccess] = useState('');
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);


  const runChange: RunChange = async (change, successMessage, describeError) => {
    setFeedback(null);
    setSuccess('');
    try {
      const reply = await change();
      // Password changes answer the new state; passkey changes do not, so read it again.
      setMethods(isAuthMethodsReply(reply) ? reply : await readAuthMethods());
      setSuccess(successMessage);
      return true;
    } catch (error) {
      if (isReauthRequired(error)) setFeedback({ kind: 'reauth', message: (error as ApiError).message });
      else setFeedback({ kind: 'error', message: describeError?.(error) ?? (error instanceof ApiError ? error.message : UNEXPECTED_ERROR) });
      return false;
    }
  };

  // A removed passkey's or password's button is gone after the change: focus then goes to the outcome.
  const askConfirm = (request: ConfirmRequest) => setConfirm({ fallbackFocusId: STATUS_ID, ...request });

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1}>Manage sign-in methods</Title>
        <Text c="dimmed">Your password and passkeys. Keep at least one, so you can always sign in.</Text>
        {/* Always in the page, so screen readers announce each new confirmation. */}
        <Text role="status" id={STATUS_ID} tabIndex={-1} c="teal.9" fw={600} size="sm" mt={success ? 'xs' : 0}>
          {success}
        </Text>
      </div>
      {feedback?.kind === 'reauth' && <ReauthAlert message={feedback.message} returnTo="/manage-auth" />}
      {feedback?.kind === 'error' && (
        <Alert color="red" role="alert" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={() => setFeedback(null)}>
          {feedback.message}
        </Alert>
      )}
      {loadError && !methods && (
        <RetryAlert title="Could not load your sign-in methods" message={loadError} onRetry={reload} />
      )}
      {!methods && !loadError && <PageLoader label="Loading your sign-in methods…" />}
      {methods && (
        <>
          <ManageAuthPassword methods={methods} runChange={runChange} askConfirm={askConfirm} />
          <ManageAuthPasskeys methods={methods} runChange={runChange} askConfirm={askConfirm} />
        </>
      )}
      <ConfirmModal request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}

function isAuthMethodsReply(value: unknown): value is AuthMethodsReply {
  return typeof value === 'object' && value !== null && 'has_password' in value && 'passkeys' in value;
}
