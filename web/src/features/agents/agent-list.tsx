import { Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Agent, AgentAction } from '#shared/agents.js';
import { EmailLink, PhoneLink } from '../../components/contact-links';
import { TableOrCards } from '../../components/table-or-cards';
import { formatDate } from '../../lib/format-date';
import { agentActionLabels, agentActionsFor, type AgentListStatus } from './agent-status';
import { LicenseCheckNote } from './license-check-note';

export interface AgentListProps {
  status: AgentListStatus;
  title: string;
  agents: Agent[];
  onAction: (agent: Agent, action: AgentAction) => void;
  onEdit: (agent: Agent) => void;
}

const emptyText: Record<AgentListStatus, string> = {
  pending: 'No agents are waiting for approval.',
  active: 'No active agents.',
  inactive: 'No inactive agents.',
};

const inspections = (count: number) => (count === 1 ? '1 inspection' : `${count} inspections`);

/** One section of /admin-agents: a table on wide screens, cards on phones. */
export function AgentList({ status, title, agents, onAction, onEdit }: AgentListProps) {
  const headingId = `agents-${status}`;
  const actions = (agent: Agent) => (
    <Group gap={6} wrap="wrap">
      {agentActionsFor[status].map((action) => {
        const label = agentActionLabels[action];
        return (
          <Button key={action} size="xs" variant={label.isDestructive ? 'light' : 'filled'} color={label.isDestructive ? 'red' : undefined} onClick={() => onAction(agent, action)}>
            {label.verb}
            <VisuallyHidden> {agent.full_name}</VisuallyHidden>
          </Button>
        );
      })}
      <Button size="xs" variant="default" onClick={() => onEdit(agent)}>
        Edit<VisuallyHidden> {agent.full_name}</VisuallyHidden>
      </Button>
    </Group>
  );

  // One link a line, each 24 px tall: stacked 16 px links were too small a target for a finger (WCAG 2.5.8, `target-size`).
  const contact = (agent: Agent) => (
    <>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <EmailLink email={agent.email} display="inline-block" lh="24px" />
      </Text>
      <Text size="sm">
        <PhoneLink phone={agent.phone} display="inline-block" lh="24px" />
      </Text>
    </>
  );

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group gap="xs">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        <Badge variant="filled" size="lg" color={status === 'pending' && agents.length > 0 ? 'brand.7' : 'gray.7'}>
          {agents.length}
          <VisuallyHidden>{agents.length === 1 ? ' agent' : ' agents'}</VisuallyHidden>
        </Badge>
      </Group>
      {agents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText[status]}
        </Text>
      ) : (
        <TableOrCards
          items={agents}
          itemKey={(agent) => agent.id}
          minWidth={760}
          // Fixed widths, so the three sections' columns line up.
          tableProps={{ withTableBorder: true, bg: 'white', layout: 'fixed' }}
          columns={[
            {
              header: 'Agent',
              width: '24%',
              cell: (agent) => (
                <>
                  <Text fw={600}>{agent.full_name}</Text>
                  <Text size="sm" c="dimmed">
                    {agent.company}
                  </Text>
                  <LicenseCheckNote agent={agent} />
                </>
              ),
            },
            { header: 'Contact', width: '27%', cell: contact },
            { header: 'Joined', width: '13%', cell: (agent) => formatDate(agent.created_at) },
            { header: 'Inspections', width: '11%', cell: (agent) => agent.inspection_count },
            { header: 'Actions', cell: actions },
          ]}
          card={(agent) => (
            <>
              <Text fw={700}>{agent.full_name}</Text>
              <Text size="sm" c="dimmed" mb={6}>
                {agent.company}
              </Text>
              <LicenseCheckNote agent={agent} />
              {contact(agent)}
              <Text size="sm" mt={6} mb="sm">
                Joined {formatDate(agent.created_at)} · {inspections(agent.inspection_count)}
              </Text>
              {actions(agent)}
            </>
          )}
        />
      )}
    </Stack>
  );
}
