import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { addDays } from '#shared/dates.js';
import { blockDateSchema, BLOCKED_DATES_DAYS } from '#shared/settings.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { useForm } from '../../components/use-form';
import { blockDate, unblockDate } from './settings-api';

interface Props {
  dates: string[];
  /** Today in the business's time zone: the first date that may be blocked. */
  today: string;
  onChange: (dates: string[]) => void;
}

// Noon UTC: the weekday of a YYYY-MM-DD date, whatever the reader's time zone.
const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : UNEXPECTED_ERROR);

/** Days that take no new orders (holidays, the inspector's time off). */
export function BlockedDatesSection({ dates, today, onChange }: Props) {
  const form = useForm({ date: '' });
  const [busy, setBusy] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [warning, setWarning] = useState('');
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setDone('');
    setWarning('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    const checked = form.validate(blockDateSchema);
    if (!checked.ok) return;
    setBusy('block');
    try {
      const reply = await blockDate(checked.data.date);
      onChange([...new Set([...dates, reply.date])].sort());
      setDone(`${longDate(reply.date)} blocked.`);
      setWarning(reply.warning ?? '');
      form.setValues({ date: '' });
    } catch (caught) {
      if (!form.showServerFieldError(caught)) setError(messageOf(caught));
    } finally {
      setBusy(null);
    }
  };

  const unblock = async (date: string) => {
    reset();
    setBusy(date);
    try {
      await unblockDate(date);
      onChange(dates.filter((item) => item !== date));
      setDone(`${longDate(date)} is open for orders again.`);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="blocked-title">
      <Stack gap="md">
        <div>
          <Title order={2} id="blocked-title" size="h3">
            Blocked dates
          </Title>
          <Text size="sm" c="dimmed">
            Agents cannot choose a blocked date. Inspections already scheduled on it stay until you reschedule them.
          </Text>
        </div>
        <form {...form.formProps} onSubmit={(event) => void submit(event)}>
          <Group align="flex-start" gap="sm">
            <TextInput type="date" label="Date to block" min={today} max={addDays(today, BLOCKED_DATES_DAYS)} w={220} {...form.text('date')} />
            <Button type="submit" loading={busy === 'block'} mt={25}>
              Block date
            </Button>
          </Group>
        </form>
        <Text role="status" c="teal.9" fw={600} size="sm">
          {done}
        </Text>
        {warning && (
          <Alert color="orange" role="alert" variant="light" title="Inspections on this date">
            {warning}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert" variant="light">
            {error}
          </Alert>
        )}
        {dates.length === 0 ? (
          <Text size="sm" c="dimmed">
            No dates are blocked in the next {BLOCKED_DATES_DAYS} days.
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Blocked dates">
            {dates.map((date) => (
              <Group component="li" key={date} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">{longDate(date)}</Text>
                <Button size="xs" variant="default" loading={busy === date} onClick={() => void unblock(date)} aria-label={`Unblock ${longDate(date)}`}>
                  Unblock
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
