import { Box, Button, Group, Image, List, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { authMessages, QR_LOGIN_TTL_MS, QR_POLL_INTERVAL_MS, type QrGenerateReply } from '#shared/auth.js';
import { ApiError } from '../../api';
import { completeQrLogin, generateQrLogin, readQrStatus } from './login-api';
import { nextQrStep, qrDeclinedMessage, type QrPollResult } from './login-qr-status';
import { RetryAlert } from '../../components/retry-alert';

interface LoginQrStepProps {
  onSignedIn: () => Promise<void>;
  /** Back to the phone step, with why (expired, declined) or null when the visitor chose to. */
  onEnd: (message: string | null) => void;
}

const QR_SIZE = 240;
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** Step 3: a QR code drawn by our server, polled every 2 s until a phone approves it (product/portal.md §4). */
export function LoginQrStep({ onSignedIn, onEnd }: LoginQrStepProps) {
  const [qr, setQr] = useState<{ reply: QrGenerateReply; expiresAt: number } | null>(null);
  const [isSigningIn, setIsSigningIn] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const signedIn = useEffectEvent(onSignedIn);
  const end = useEffectEvent(onEnd);

  useEffect(() => {
    // Unmounting (leaving the step or the page) aborts the request in flight and stops polling.
    const controller = new AbortController();
    const { signal } = controller;
    const startedAt = Date.now();
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    // The local five minutes, in case a poll hangs: the code must not outlive its expiry on screen.
    const expiryTimer = setTimeout(() => {
      controller.abort();
      end(authMessages.qrExpired);
    }, QR_LOGIN_TTL_MS);

    const poll = async (sessionId: string) => {
      let result: QrPollResult;
      try {
        result = (await readQrStatus(sessionId, signal)).status;
      } catch (caught) {
        if (signal.aborted) return;
        result = caught instanceof ApiError && caught.status === 404 ? 'gone' : 'unreachable';
      }
      if (signal.aborted) return;
      const next = nextQrStep(result, Date.now() - startedAt);
      if (next === 'wait') {
        pollTimer = setTimeout(() => void poll(sessionId), QR_POLL_INTERVAL_MS);
        return;
      }
      clearTimeout(expiryTimer);
      if (next === 'expired') return end(authMessages.qrExpired);
      if (next === 'declined') return end(qrDeclinedMessage);
      setIsSigningIn(true);
      try {
        if (next === 'complete') await completeQrLogin(sessionId, signal);
        await signedIn();
      } catch (caught) {
        if (signal.aborted) return;
        end(caught instanceof ApiError && caught.status !== 410 ? caught.message : authMessages.qrExpired);
      }
    };

    generateQrLogin(signal)
      .then((reply) => {
        if (signal.aborted) return;
        setQr({ reply, expiresAt: startedAt + QR_LOGIN_TTL_MS });
        pollTimer = setTimeout(() => void poll(reply.session_id), QR_POLL_INTERVAL_MS);
      })
      .catch(() => {
        if (signal.aborted) return;
        clearTimeout(expiryTimer);
        setFailure(authMessages.qrFailed);
      });

    return () => {
      controller.abort();
      clearTimeout(pollTimer);
      clearTimeout(expiryTimer);
    };
  }, [attempt]);

  const retry = () => {
    setFailure(null);
    setAttempt((count) => count + 1);
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Sign in with your phone
      </Title>
      {failure ? (
        <RetryAlert message={failure} onRetry={retry} />
      ) : (
        <>
          <List type="ordered" size="sm" spacing={4}>
            <List.Item>Point your phone&apos;s camera at the code and open the link.</List.Item>
            <List.Item>Check that the device and time are this computer&apos;s.</List.Item>
            <List.Item>Tap &ldquo;Approve with Face ID&rdquo; and confirm with your passkey.</List.Item>
          </List>
          <Box mx="auto" p="xs" bg="white" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
            {qr ? (
              <Image src={qr.reply.qr_image} alt="QR code that signs this browser in when approved on your phone" w={QR_SIZE} h={QR_SIZE} />
            ) : (
              <Skeleton w={QR_SIZE} h={QR_SIZE} aria-hidden />
            )}
          </Box>
          <Group gap="xs" justify="center" wrap="nowrap" role="status">
            {(isSigningIn || qr) && <Loader size="xs" aria-hidden />}
            <Text size="sm">
              {isSigningIn
                ? 'Approved. Signing you in…'
                : qr
                  ? `Waiting for approval on your phone. The code works until ${timeFormat.format(qr.expiresAt)}.`
                  : 'Preparing your code…'}
            </Text>
          </Group>
        </>
      )}
      <Button variant="default" onClick={() => onEnd(null)} disabled={isSigningIn}>
        Back
      </Button>
    </Stack>
  );
}
