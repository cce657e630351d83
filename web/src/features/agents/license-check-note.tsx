import { Badge, Stack, Text } from '@mantine/core';
import type { Agent, LicenseCheck } from '#shared/agents.js';

// Filled, dark shades: white text keeps 4.5:1 on them.
const verdicts: Record<LicenseCheck['status'], { label: string; color: string }> = {
  match: { label: 'Licensed', color: 'teal.9' },
  inactive: { label: 'License not active', color: 'dark.6' },
  'other-name': { label: 'License is someone else’s', color: 'red.9' },
  'no-match': { label: 'No license found', color: 'red.9' },
};

/** What the Commission's file says of the agent's licence: one line the admin reads before approving. */
function explain(agent: Agent, check: LicenseCheck): string {
  const holder = check.holders[0];
  const holders = check.holders.map((one) => `${one.full_name} (${one.role}, ${one.license_number})`).join('; ');
  switch (check.status) {
    case 'match':
      return agent.license_number ? `${holder!.role}, license ${holder!.license_number}, active.` : `Active license holders named so: ${holders}.`;
    case 'inactive':
      return `Not active in the file: ${holders}.`;
    case 'other-name':
      return `License ${agent.license_number} belongs to ${holder!.full_name}.`;
    case 'no-match':
      return agent.license_number ? `License ${agent.license_number} is not in the file.` : 'No license holder has this name.';
  }
}

/** Issue 11 point 7: the licence check under a pending agent's name (absent until licence data is loaded). */
export function LicenseCheckNote({ agent }: { agent: Agent }) {
  const check = agent.license_check;
  if (!check) return null;
  const verdict = verdicts[check.status];
  return (
    <Stack gap={2} mt={4}>
      <Badge variant="filled" color={verdict.color} size="sm" radius="sm">
        {verdict.label}
      </Badge>
      <Text size="xs" c="dark.6">
        {explain(agent, check)}
      </Text>
    </Stack>
  );
}
