import { Group, Text, TextInput } from '@mantine/core';
import { formatDeadline, MAX_OPTION_PERIOD_DAYS, optionDeadline } from '#shared/option-period.js';

// The contract's effective date and option period (D-230), as the order wizard and an
// inspection's details take them: both optional, with the deadline they make shown as typed.

export interface OptionPeriodValues {
  date: string;
  days: string;
}

export const emptyOptionPeriod = (date?: string | null, days?: number | null): OptionPeriodValues => ({ date: date ?? '', days: days ? String(days) : '' });

/** The request's fields: what was typed (a number when it reads as one), null when left empty. */
export function optionPeriodBody(values: OptionPeriodValues) {
  const days = values.days.trim();
  return {
    contract_effective_date: values.date.trim() || null,
    option_period_days: days === '' ? null : Number.isFinite(Number(days)) ? Number(days) : days,
  };
}

interface Props {
  values: OptionPeriodValues;
  onChange: (values: OptionPeriodValues) => void;
  errors: Partial<Record<'contract_effective_date' | 'option_period_days', string>>;
  timeZone: string;
}

export function OptionPeriodFields({ values, onChange, errors, timeZone }: Props) {
  const days = Number(values.days);
  const deadline = /^\d{4}-\d{2}-\d{2}$/.test(values.date) && Number.isInteger(days) && days >= 1 && days <= MAX_OPTION_PERIOD_DAYS ? optionDeadline(timeZone, values.date, days) : undefined;
  return (
    <div>
      <Group gap="sm" align="start" grow>
        <TextInput
          type="date"
          label="Contract effective date (optional)"
          description="The date the sales contract took effect."
          value={values.date}
          onChange={(event) => onChange({ ...values, date: event.currentTarget.value })}
          error={errors.contract_effective_date}
        />
        <TextInput
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_OPTION_PERIOD_DAYS}
          label="Option period in days (optional)"
          description="From the contract's paragraph 5B, 1 to 30."
          value={values.days}
          onChange={(event) => onChange({ ...values, days: event.currentTarget.value })}
          error={errors.option_period_days}
        />
      </Group>
      <Text size="sm" mt={6} aria-live="polite">
        {deadline ? (
          <>
            <b>Option period ends:</b> {formatDeadline(timeZone, deadline)} (5:00 p.m. on the last day, not moved for weekends or holidays)
          </>
        ) : (
          'With both, we show the option deadline and mark dates that leave too little time for the report.'
        )}
      </Text>
    </div>
  );
}
