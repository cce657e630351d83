import * as z from './zod.js';
import { MAX_OPTION_PERIOD_DAYS } from './option-deadline.js';

// The option period's fields as the wizard and the inspection's details take them (D-230); the
// deadline's rules are in option-deadline.ts.

export * from './option-deadline.js';

export const optionMessages = {
  effectiveDate: "Enter the contract's effective date as a date (YYYY-MM-DD).",
  days: 'The option period must be a whole number of days from 1 to 30.',
  daysMissing: 'Enter the option period in days too, or clear the effective date.',
  dateMissing: "Enter the contract's effective date too, or clear the option period.",
  late: 'After this date the report may arrive too late for your option period.',
} as const;

const effectiveDate = z.nullish(z.iso.date({ error: optionMessages.effectiveDate }));
const periodDays = z.nullish(
  z.number({ error: optionMessages.days }).check(z.int(optionMessages.days), z.minimum(1, optionMessages.days), z.maximum(MAX_OPTION_PERIOD_DAYS, optionMessages.days)),
);

/** Both fields or neither: one without the other makes no deadline, so it is refused naming the missing one. */
type OptionFields = { contract_effective_date?: string | null; option_period_days?: number | null };
const daysGiven = z.refine<OptionFields>((value) => value.contract_effective_date == null || value.option_period_days != null, {
  message: optionMessages.daysMissing,
  path: ['option_period_days'],
});
const dateGiven = z.refine<OptionFields>((value) => value.option_period_days == null || value.contract_effective_date != null, {
  message: optionMessages.dateMissing,
  path: ['contract_effective_date'],
});

export const optionPeriodFields = { contract_effective_date: effectiveDate, option_period_days: periodDays };

/** PUT /api/inspections/{id}/option-period: null (or absent) clears a field. */
export const optionPeriodChecks = [daysGiven, dateGiven] as const;
export const optionPeriodSchema = z.object(optionPeriodFields).check(...optionPeriodChecks);
export type OptionPeriodInput = z.output<typeof optionPeriodSchema>;

