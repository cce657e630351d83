import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { resultKeyOf, licenceLabel, MEETING_TYPES, contactMessages, type AgentResult, type MeetingType } from '#shared/agent-contacts.js';
import { AgentSearch } from './agent-search';
import { saveContact, searchAgents } from './agent-contacts-api';
import { detailsBody, initialDetails, todayIn } from './contact-details';
import { DetailsStep } from './details-step';
import { EventStep, type EventInfo } from './event-step';
import { StepFrame } from '../../components/step-frame';
import { useTimeZone } from './use-time-zone';

const STEPS = [
  { label: 'Event', title: 'Which event?' },
  { label: 'Agent', title: 'Find the agent' },
  { label: 'Details', title: 'Details' },
] as const;

interface EventLoggerProps {
  /** From the address (`?license=`): this agent is preselected, step 2 skipped. */
  license: string | null;
  onSaved: () => void;
}

/** The preselected agent: the licence holder or registered agent with that number, else the number as given. */
function usePreselected(license: string | null) {
  const [agent, setAgent] = useState<AgentResult | null>(null);
  useEffect(() => {
    if (!license) return;
    const controller = new AbortController();
    const asGiven = { full_name: `Licence ${license}`, type: '', license_number: license };
    // The link names a licence, or a registered agent's id when it gave none (D-211).
    searchAgents(license, controller.signal)
      .then((found) => setAgent(found.find((item) => resultKeyOf(item) === license) ?? asGiven))
      .catch(() => !controller.signal.aborted && setAgent(asGiven));
    return () => controller.abort();
  }, [license]);
  return agent;
}

/** The event logger (product/outreach.md §4): event, agent, details. */
export function EventLogger({ license, onSaved }: EventLoggerProps) {
  const timeZone = useTimeZone();
  const today = todayIn(timeZone);
  const preselected = usePreselected(license);
  const [step, setStep] = useState(0);
  const [info, setInfo] = useState<EventInfo>({ meeting_type: '', event_name: '', location: '', contact_date: today });
  const [picked, setPicked] = useState<AgentResult | null>(null);
  const [agentError, setAgentError] = useState<string | null>(null);
  const [details, setDetails] = useState(() => initialDetails(timeZone));
  const agent = picked ?? preselected;

  const save = async () => {
    if (!agent || !MEETING_TYPES.includes(info.meeting_type as MeetingType)) return;
    await saveContact({
      ...detailsBody(details),
      contact_date: info.contact_date,
      contact_license_number: agent.license_number,
      contact_name: agent.full_name,
      agent_id: agent.agent_id ?? null,
      meeting_type: info.meeting_type as MeetingType,
      event_name: info.event_name.trim(),
      ...(info.location.trim() ? { location: info.location.trim() } : {}),
    });
    onSaved();
  };

  return (
    <StepFrame header={<Title order={1}>Log breakfast or event</Title>} steps={STEPS} active={step} headingId="contact-step-heading" maw={820}>
      {step === 0 && <EventStep value={info} onChange={setInfo} today={today} onNext={() => setStep(license && preselected ? 2 : 1)} />}
      {step === 1 && (
        <Stack gap="md">
          {agent ? (
            <Group gap="sm">
              <Text>
                {agent.full_name} · {licenceLabel(agent.license_number)}
              </Text>
              <Button size="xs" variant="subtle" onClick={() => setPicked(null)} disabled={!picked}>
                Change agent
              </Button>
            </Group>
          ) : (
            <AgentSearch label="Find the agent" autoFocus onPick={(found) => { setPicked(found); setAgentError(null); }} />
          )}
          {agentError && (
            <Alert color="red" role="alert">
              {agentError}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={() => setStep(0)}>
              Back
            </Button>
            <Button onClick={() => (agent ? setStep(2) : setAgentError(contactMessages.selectAgent))}>Next</Button>
          </Group>
        </Stack>
      )}
      {step === 2 && agent && (
        <DetailsStep
          details={{ ...details, contact_date: info.contact_date }}
          onChange={(next) => setDetails(next)}
          today={today}
          isDateShown={false}
          summary={<Text>{`${agent.full_name} (${licenceLabel(agent.license_number)}) at ${info.event_name}`}</Text>}
          onBack={() => setStep(license && !picked ? 0 : 1)}
          onSave={save}
        />
      )}
    </StepFrame>
  );
}
