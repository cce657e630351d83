import { Alert, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { CeClass } from '#shared/ce.js';
import { ApiError } from '../../api';
import { ConfirmModal, type ConfirmRequest } from '../../components/confirm-modal';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { TableOrCards } from '../../components/table-or-cards';
import { ceMessages } from '#shared/ce-messages.js';
import { deleteClass } from './ce-api';
import { ClassFormModal } from './class-form-modal';
import { formatHours } from './format-ce';
import type { CeData } from './use-ce-data';

const STATUS_ID = 'ce-classes-status';

/** The Classes tab: list, create, edit and delete; a class with sessions is locked (product/outreach.md §4). */
export function ClassesTab({ data }: { data: CeData }) {
  const [editing, setEditing] = useState<CeClass | null | 'new'>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [status, setStatus] = useState<{ color: string; text: string } | null>(null);

  if (data.isLoading && !data.data) return <PageLoader label="Loading classes…" />;
  if (data.error || !data.data) return <RetryAlert title={ceMessages.loadClassesFailed} message={data.error ?? ceMessages.loadClassesFailed} onRetry={data.reload} />;
  const { classes } = data.data;

  const askDelete = (ceClass: CeClass) =>
    setConfirm({
      title: 'Delete class?',
      message: `Delete the class “${ceClass.class_name}” (${ceClass.class_code})? This cannot be undone.`,
      confirmLabel: 'Delete class',
      isDestructive: true,
      fallbackFocusId: STATUS_ID,
      onConfirm: async () => {
        try {
          await deleteClass(ceClass.id);
          data.dropClass(ceClass);
          setStatus({ color: 'green', text: `Deleted ${ceClass.class_name}.` });
        } catch (caught) {
          setStatus({ color: 'red', text: caught instanceof ApiError ? caught.message : ceMessages.deleteClassFailed });
        }
      },
    });

  const actions = (ceClass: CeClass, justify: string) => <ClassActions ceClass={ceClass} justify={justify} onEdit={() => setEditing(ceClass)} onDelete={() => askDelete(ceClass)} />;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          CE classes
        </Title>
        <Button onClick={() => setEditing('new')}>New class</Button>
      </Group>
      <div id={STATUS_ID} tabIndex={-1} role="status">
        {status && (
          <Alert color={status.color} variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={() => setStatus(null)}>
            {status.text}
          </Alert>
        )}
      </div>
      {classes.length === 0 ? (
        <Text c="dimmed">No CE classes yet. Create one to start scheduling sessions.</Text>
      ) : (
        <TableOrCards
          items={classes}
          itemKey={(ceClass) => ceClass.id}
          minWidth={640}
          columns={[
            { header: 'Class', cell: (ceClass) => <ClassName ceClass={ceClass} /> },
            { header: 'Code', cell: (ceClass) => ceClass.class_code },
            { header: 'Hours', cell: (ceClass) => formatHours(ceClass.hours) },
            { header: 'Sessions', cell: (ceClass) => ceClass.session_count },
            { header: <VisuallyHidden>Actions</VisuallyHidden>, cell: (ceClass) => actions(ceClass, 'flex-end') },
          ]}
          card={(ceClass) => (
            <Stack gap={6}>
              <ClassName ceClass={ceClass} />
              <Text size="sm">{[ceClass.class_code, formatHours(ceClass.hours), sessionCount(ceClass.session_count)].join(' · ')}</Text>
              {actions(ceClass, 'flex-start')}
            </Stack>
          )}
        />
      )}
      {editing !== null && (
        <ClassFormModal
          ceClass={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            data.putClass(saved);
            setStatus({ color: 'green', text: `${editing === 'new' ? 'Created' : 'Saved'} ${saved.class_name}.` });
            setEditing(null);
          }}
        />
      )}
      <ConfirmModal request={confirm} onClose={() => setConfirm(null)} />
    </Stack>
  );
}

const sessionCount = (count: number) => (count === 1 ? '1 session' : `${count} sessions`);

function ClassName({ ceClass }: { ceClass: CeClass }) {
  return (
    <div>
      <Text fw={600}>{ceClass.class_name}</Text>
      {ceClass.description && (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {ceClass.description}
        </Text>
      )}
    </div>
  );
}

function ClassActions({ ceClass, justify, onEdit, onDelete }: { ceClass: CeClass; justify: string; onEdit: () => void; onDelete: () => void }) {
  const isLocked = ceClass.session_count > 0;
  return (
    <Group gap={6} wrap="nowrap" justify={justify}>
      {/* product/outreach.md §4: a class with sessions is locked; the control says so instead of vanishing. */}
      <Button size="xs" variant="default" onClick={onEdit} disabled={isLocked} title={isLocked ? 'Classes with sessions cannot be changed' : undefined}>
        {isLocked ? 'Edit (Locked)' : 'Edit'}
        <VisuallyHidden> {ceClass.class_name}</VisuallyHidden>
      </Button>
      {!isLocked && (
        <Button size="xs" variant="light" color="red" onClick={onDelete}>
          Delete<VisuallyHidden> {ceClass.class_name}</VisuallyHidden>
        </Button>
      )}
    </Group>
  );
}
