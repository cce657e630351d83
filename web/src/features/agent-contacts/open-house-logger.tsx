import { Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { NO_AGENT_NAME, UNKNOWN_LICENSE, type TodaysListing } from '#shared/agent-contacts.js';
import { findOpenHouse, saveContact } from './agent-contacts-api';
import { detailsBody, initialDetails, todayIn } from './contact-details';
import { DetailsStep } from './details-step';
import { HouseStep } from './house-step';
import { StepFrame } from '../../components/step-frame';
import { useTimeZone } from './use-time-zone';
import { WhoStep, type Met } from './who-step';

const STEPS = [
  { label: 'House', title: 'Which open house?' },
  { label: 'Agent', title: 'Who did you meet?' },
  { label: 'Details', title: 'Details' },
] as const;

interface OpenHouseLoggerProps {
  /** From the address (the listings browser, the route planner): this house is chosen, step 1 skipped. */
  date: string | null;
  mls: string | null;
  onSaved: () => void;
}

/** Who was met, as the contact records it (product/outreach.md §5: nobody is licence 'unknown', 'No agent present'). */
function metFields(met: Met, house: TodaysListing) {
  if (met.kind === 'nobody') return { contact_license_number: UNKNOWN_LICENSE, contact_name: NO_AGENT_NAME, was_expected_agent: false };
  if (met.kind === 'other') return { contact_license_number: met.agent.license_number, contact_name: met.agent.full_name, agent_id: met.agent.agent_id ?? null, was_expected_agent: false };
  return { contact_license_number: met.licence?.license_number ?? UNKNOWN_LICENSE, contact_name: house.agent_name, was_expected_agent: true };
}

/** The open-house logger (product/outreach.md §4): house, who was met, details. */
export function OpenHouseLogger({ date: askedDate, mls, onSaved }: OpenHouseLoggerProps) {
  const timeZone = useTimeZone();
  const [step, setStep] = useState(mls && askedDate ? -1 : 0);
  const [date, setDate] = useState(askedDate ?? todayIn(timeZone));
  const [house, setHouse] = useState<TodaysListing | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const [met, setMet] = useState<Met | null>(null);
  const [details, setDetails] = useState(() => initialDetails(timeZone));

  // Arriving with a house chosen: look it up among that date's listings, then start at step 2.
  useEffect(() => {
    if (step !== -1 || !mls || !askedDate) return;
    const controller = new AbortController();
    findOpenHouse(askedDate, mls, controller.signal)
      .then((found) => {
        setHouse(found ?? null);
        setMissing(found ? null : mls);
        setStep(found ? 1 : 0);
      })
      .catch(() => {
        // Step 1 loads the date again and shows why it failed, with a retry.
        if (!controller.signal.aborted) setStep(0);
      });
    return () => controller.abort();
  }, [step, mls, askedDate]);

  if (step === -1) return <Text role="status">Loading the open house…</Text>;

  const save = async () => {
    if (!house || !met) return;
    await saveContact({
      ...detailsBody(details),
      ...metFields(met, house),
      meeting_type: 'open_house',
      location: house.address,
      open_house_mls_number: house.mls_number,
      open_house_date: house.open_house_date,
      expected_agent_name: house.agent_name,
    });
    onSaved();
  };

  return (
    <StepFrame header={<Title order={1}>Log open house visit</Title>} steps={STEPS} active={step} headingId="contact-step-heading" maw={820}>
      {step === 0 && (
        <HouseStep
          date={date}
          missing={missing}
          onDate={setDate}
          onPick={(picked) => {
            setHouse(picked);
            setMissing(null);
            setStep(1);
          }}
        />
      )}
      {step === 1 && house && (
        <WhoStep
          house={house}
          onBack={() => setStep(0)}
          onNext={(who) => {
            setMet(who);
            setStep(2);
          }}
        />
      )}
      {step === 2 && house && met && (
        <DetailsStep
          details={details}
          onChange={setDetails}
          today={todayIn(timeZone)}
          summary={<Text>{`${metFields(met, house).contact_name} at ${house.address}`}</Text>}
          onBack={() => setStep(1)}
          onSave={save}
        />
      )}
    </StepFrame>
  );
}
