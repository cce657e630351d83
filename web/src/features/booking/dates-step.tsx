import { Alert, Checkbox, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { bookingMessages, dateSelectionSchema, type AvailableDatesReply } from '#shared/booking.js';
import { isLateForOption, optionDeadline, optionMessages } from '#shared/option-period.js';
import { ApiError } from '../../api';
import { useBusinessInfo } from '../../components/business-info';
import { emptyOptionPeriod, OptionPeriodFields, optionPeriodBody } from '../../components/option-period-fields';
import { bookingErrors, fetchAvailableDates, saveStep } from './booking-api';
import { dayLabel } from './day-label';
import type { StepProps } from './step-props';
import { useStepSave } from './use-step-save';
import { WizardNav } from './wizard-nav';

/** product/portal.md §9: exactly 3 preferred dates, from the first 10 the server offers. */
const OFFERED_DAYS = 10;
const CHOSEN_DAYS = 3;

type OptionErrors = Partial<Record<'contract_effective_date' | 'option_period_days', string>>;

/**
 * Step 6: three preferred dates; full days are shown, disabled and marked '(Full)'. With the
 * contract's option period, a date that leaves the report too little time is marked, and can
 * still be chosen (issue 30 point 2).
 */
export function DatesStep({ progress, onSaved, onPrevious }: StepProps) {
  const [days, setDays] = useState<AvailableDatesReply['dates'] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>(progress.selected_dates ?? []);
  const [option, setOption] = useState(() => emptyOptionPeriod(progress.contract_effective_date, progress.option_period_days));
  const [optionErrors, setOptionErrors] = useState<OptionErrors>({});
  const timeZone = useBusinessInfo()?.time_zone ?? 'America/Chicago';
  const save = useStepSave(bookingErrors.dates);
  const optionBody = optionPeriodBody(option);
  const deadline = typeof optionBody.option_period_days === 'number' ? optionDeadline(timeZone, optionBody.contract_effective_date, optionBody.option_period_days) : undefined;

  useEffect(() => {
    let isCurrent = true;
    fetchAvailableDates()
      .then((reply) => {
        if (!isCurrent) return;
        const offered = reply.dates.slice(0, OFFERED_DAYS);
        setDays(offered);
        // A date saved earlier that has since filled up is no longer chosen.
        setChosen((previous) => previous.filter((date) => offered.some((day) => day.date === date && day.available)));
      })
      .catch((caught: unknown) => {
        if (isCurrent) setLoadError(caught instanceof ApiError && caught.status !== 0 ? bookingErrors.loadDates : bookingErrors.datesNetwork);
      });
    return () => {
      isCurrent = false;
    };
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = dateSelectionSchema.safeParse({ selected_dates: chosen, ...optionBody });
    const errors: OptionErrors = {};
    for (const issue of checked.error?.issues ?? []) {
      const field = issue.path[0];
      if (field === 'contract_effective_date' || field === 'option_period_days') errors[field] ??= issue.message;
    }
    setOptionErrors(errors);
    if (Object.keys(errors).length) return;
    if (!checked.success) return save.setError(bookingMessages.threeDates);
    const { contract_effective_date, option_period_days } = checked.data;
    void save.run(async () => {
      await saveStep('/api/date-selection', checked.data, bookingErrors.dates);
      onSaved({ selected_dates: checked.data.selected_dates, contract_effective_date: contract_effective_date ?? undefined, option_period_days: option_period_days ?? undefined }, 7);
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {loadError && (
          <Alert color="red" role="alert" variant="light">
            {loadError}
          </Alert>
        )}
        <OptionPeriodFields values={option} onChange={setOption} errors={optionErrors} timeZone={timeZone} />
        {!days && !loadError && <Loader size="sm" aria-label="Loading available dates" />}
        {days && (
          <Checkbox.Group
            label="Choose 3 preferred dates"
            description={`${chosen.length} of ${CHOSEN_DAYS} chosen. We confirm one of them and the time window.`}
            value={chosen}
            onChange={(value) => {
              // No more than 3 pickable (product/portal.md §5).
              if (value.length <= CHOSEN_DAYS) setChosen(value);
              save.setError(null);
            }}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
              {days.map((day) => {
                const isLate = day.available && isLateForOption(timeZone, day.date, deadline);
                return (
                  <Checkbox
                    key={day.date}
                    value={day.date}
                    label={`${dayLabel(day.date)}${day.available ? '' : ' (Full)'}${isLate ? ' (late for the option period)' : ''}`}
                    description={isLate ? optionMessages.late : undefined}
                    color={isLate ? 'orange.9' : undefined}
                    disabled={!day.available || (chosen.length >= CHOSEN_DAYS && !chosen.includes(day.date))}
                  />
                );
              })}
            </SimpleGrid>
          </Checkbox.Group>
        )}
        <WizardNav error={save.error} isBusy={save.isBusy} onPrevious={onPrevious} />
      </Stack>
    </form>
  );
}
