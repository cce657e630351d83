import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { licenceLabel, contactMessages, type AgentResult, type TodaysListing } from '#shared/agent-contacts.js';
import { normalizeName } from '#shared/ce.js';
import { AgentSearch } from './agent-search';
import { searchAgents } from './agent-contacts-api';

export type Met = { kind: 'expected'; licence: AgentResult | null } | { kind: 'other'; agent: AgentResult } | { kind: 'nobody' };

interface WhoStepProps {
  house: TodaysListing;
  onBack: () => void;
  onNext: (met: Met) => void;
}

/**
 * The listing agent's licence, when exactly one licence holder has that name: the MLS
 * gives a name and its own agent id, not the Commission's licence number (D-134).
 */
function useExpectedLicence(name: string) {
  const [state, setState] = useState<{ name: string; match: AgentResult | null } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    searchAgents(name, controller.signal)
      .then((found) => {
        const exact = found.filter((agent) => normalizeName(agent.full_name) === normalizeName(name));
        setState({ name, match: exact.length === 1 ? exact[0]! : null });
      })
      .catch(() => !controller.signal.aborted && setState({ name, match: null }));
    return () => controller.abort();
  }, [name]);
  return state?.name === name ? state : null;
}

/** Step 2 of the open-house logger: the expected listing agent, a different agent, or nobody (product/outreach.md §4). */
export function WhoStep({ house, onBack, onNext }: WhoStepProps) {
  const [choice, setChoice] = useState<'expected' | 'other' | 'nobody'>('expected');
  const [other, setOther] = useState<AgentResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const expected = useExpectedLicence(house.agent_name);

  const next = () => {
    if (choice === 'expected') onNext({ kind: 'expected', licence: expected?.match ?? null });
    else if (choice === 'nobody') onNext({ kind: 'nobody' });
    else if (other) onNext({ kind: 'other', agent: other });
    else setError(contactMessages.selectAgent);
  };

  return (
    <Stack gap="md">
      <Text>
        {house.address} · {house.open_house_time}
      </Text>
      <Radio.Group label="Who did you meet?" value={choice} onChange={(value) => setChoice(value as typeof choice)}>
        <Stack gap="xs" mt="xs">
          <Radio value="expected" label={`The listing agent, ${house.agent_name}`} />
          <Radio value="other" label="A different agent" />
          <Radio value="nobody" label="Nobody: no agent present" />
        </Stack>
      </Radio.Group>
      {choice === 'expected' && (
        <Text size="sm" c="dimmed" role="status">
          {!expected
            ? 'Looking up the licence…'
            : expected.match
              ? `Licence ${expected.match.license_number} (${expected.match.type}).`
              : 'No single licence holder has this name: the contact keeps the name, with the licence unknown.'}
        </Text>
      )}
      {choice === 'other' &&
        (other ? (
          <Group gap="sm">
            <Text>
              {other.full_name} · {licenceLabel(other.license_number)}
            </Text>
            <Button size="xs" variant="subtle" onClick={() => setOther(null)}>
              Change agent
            </Button>
          </Group>
        ) : (
          <AgentSearch
            label="Find the agent"
            onPick={(agent) => {
              setOther(agent);
              setError(null);
            }}
          />
        ))}
      {error && choice === 'other' && !other && <Alert color="red" role="alert">{error}</Alert>}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={next} disabled={choice === 'expected' && !expected}>
          Next
        </Button>
      </Group>
    </Stack>
  );
}
