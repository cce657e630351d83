import { Alert, Button, Center, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ceMessages } from '#shared/ce-messages.js';
import type { CeSession } from '#shared/ce.js';
import { AppModal } from '../../components/app-modal';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { useLoaded } from '../../components/use-loaded';
import { formatDay } from '../../lib/format-date';
import { findSessionQr } from './ce-api';
import { COPIED_MS, copyPng, copyText } from './copy';
import { PrintSign } from './print-sign';

type Copied = 'qr' | 'url' | null;

/** A session's QR code, drawn by our server, with its address, Print, Copy QR and Copy URL (product/outreach.md §2, §7, §9). */
export function QrModal({ session, onClose }: { session: CeSession; onClose: () => void }) {
  const fetcher = useCallback((signal: AbortSignal) => findSessionQr(session.id, signal), [session.id]);
  const { data: qr, error, reload } = useLoaded(fetcher);
  const [copied, setCopied] = useState<Copied>(null);
  const [copyError, setCopyError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (what: Exclude<Copied, null>) => {
    if (!qr) return;
    const isDone = what === 'qr' ? await copyPng(qr.qr_image) : await copyText(qr.url);
    setCopyError(isDone ? null : ceMessages.copyUnsupported);
    if (!isDone) return;
    setCopied(what);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPIED_MS);
  };

  const label = `${session.class_name}, ${formatDay(session.session_date)}`;
  return (
    <AppModal opened onClose={onClose} title={`QR code: ${label}`} size="md">
      {error ? (
        <RetryAlert message={error} onRetry={reload} />
      ) : !qr ? (
        <PageLoader label="Drawing the QR code…" />
      ) : (
        <Stack gap="md">
          <Text size="sm">Students scan this code with their phone to log attendance on the day of the session.</Text>
          <Center>
            <Image src={qr.qr_image} w={300} h={300} alt={`QR code for the attendance page of ${label}`} />
          </Center>
          <TextInput label="Direct address" value={qr.url} readOnly onFocus={(event) => event.currentTarget.select()} />
          {copyError && (
            <Alert color="yellow" variant="light" role="alert">
              {copyError}
            </Alert>
          )}
          <Group gap="sm" justify="center">
            <Button onClick={() => window.print()}>Print</Button>
            <Button variant="default" onClick={() => void copy('qr')}>
              {copied === 'qr' ? 'QR copied!' : 'Copy QR'}
            </Button>
            <Button variant="default" onClick={() => void copy('url')}>
              {copied === 'url' ? 'URL copied!' : 'Copy URL'}
            </Button>
          </Group>
          <Text size="sm" aria-live="polite" c="dimmed" ta="center">
            {copied === 'qr' ? 'The QR image is on your clipboard.' : copied === 'url' ? 'The address is on your clipboard.' : ''}
          </Text>
          <PrintSign session={session} qr={qr} />
        </Stack>
      )}
    </AppModal>
  );
}
