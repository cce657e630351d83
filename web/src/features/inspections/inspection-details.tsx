import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconFileDownload } from '@tabler/icons-react';
import type { Inspection } from '#shared/inspections.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import type { ConfirmRequest } from '../../components/confirm-modal';
import { useBusinessInfo } from '../../components/business-info';
import { downloadCalendarFile } from './calendar-download';
import { formatMoney } from '#shared/booking.js';
import { formatDay } from '../../lib/format-date';
import { cancelInspection, resendContract } from './inspections-api';
import { ProgressTracker } from './progress-tracker';
import { PropertyImage } from './property-image';
import { ReportPanel } from '../reports/report-panel';
import { ScheduleEditor } from './schedule-editor';
import { OptionDeadline } from './option-deadline-text';
import { OptionPeriodEditor } from './option-period-editor';

export interface RowActions {
  isAdmin: boolean;
  onSaved: (inspection: Inspection, message: string) => void;
  /** Replaces the row only: the action announces its own outcome (a notification). */
  onChanged: (inspection: Inspection) => void;
  onError: (message: string) => void;
  onConfirm: (request: ConfirmRequest) => void;
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : UNEXPECTED_ERROR);

/** What an expanded row shows: progress, schedule, report, photo and the actions allowed now. */
export function InspectionDetails({ inspection, actions }: { inspection: Inspection; actions: RowActions }) {
  const business = useBusinessInfo();
  const { isAdmin, onSaved, onError, onConfirm } = actions;
  const run = async (work: () => Promise<Inspection>, message: string) => {
    try {
      onSaved(await work(), message);
    } catch (caught) {
      onError(messageOf(caught));
    }
  };
  const askCancel = () =>
    onConfirm({
      title: 'Cancel this inspection?',
      message: `The inspection at ${inspection.property_address} will be cancelled and the client told. This cannot be undone.`,
      confirmLabel: 'Cancel inspection',
      isDestructive: true,
      fallbackFocusId: 'inspections-status',
      onConfirm: () => run(() => cancelInspection(inspection.id), 'The inspection was cancelled.'),
    });
  const canResend = isAdmin && inspection.contract_sent_at && !inspection.contract_signed_at && !inspection.cancelled_at;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" py="sm">
      <ProgressTracker progress={inspection.progress} deadline={<OptionDeadline inspection={inspection} />} />
      <Stack gap="sm">
        {inspection.cancelled_at && <Text c="red.8" fw={600}>Cancelled</Text>}
        {isAdmin ? (
          <ScheduleEditor inspection={inspection} onSaved={onSaved} />
        ) : (
          <Text size="sm">
            <b>Final date:</b> {inspection.inspection_date ? `${formatDay(inspection.inspection_date)}, ${inspection.inspection_time}` : 'Not assigned yet'}
          </Text>
        )}
        <OptionPeriodEditor inspection={inspection} onSaved={onSaved} />
        <Text size="sm">
          <b>Preferred dates:</b> {inspection.preferred_dates.map(formatDay).join('; ')}
        </Text>
        <Text size="sm">
          <b>Price:</b> {formatMoney(inspection.total_price)}
          {inspection.agent_name && (
            <>
              {' · '}
              <b>Agent:</b> {inspection.agent_name}
            </>
          )}
        </Text>
        <ReportPanel inspection={inspection} actions={actions} />
        <PropertyImage inspection={inspection} onSaved={onSaved} onError={onError} />
        <Group gap="xs">
          {inspection.inspection_date && !inspection.cancelled_at && (
            <Button size="xs" variant="default" leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => downloadCalendarFile(inspection, business?.name ?? 'Home inspection', business?.time_zone ?? 'America/Chicago')}>
              Add to calendar
            </Button>
          )}
          {inspection.contract_signed_at && (
            <Button size="xs" variant="default" component="a" href={`/api/inspections/${encodeURIComponent(inspection.id)}/contract.pdf`} download leftSection={<IconFileDownload size={16} aria-hidden />}>
              Signed agreement (PDF)
            </Button>
          )}
          {canResend && (
            <Button size="xs" variant="light" onClick={() => void run(() => resendContract(inspection.id), 'A new contract link was sent to the client.')}>
              Resend contract
            </Button>
          )}
          {inspection.can_cancel && (
            <Button size="xs" color="red" variant="light" onClick={askCancel}>
              Cancel inspection
            </Button>
          )}
        </Group>
      </Stack>
    </SimpleGrid>
  );
}
