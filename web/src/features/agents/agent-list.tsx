import { Badge, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Agent, AgentAction } from '#shared/agents.js';
import { EmailLink, PhoneLink } from '../../components/contact-links';
import { formatDate } from '../../lib/format-date';
import { agentActionLabels, agentActionsFor, type AgentListStatus } from './agent-status';
import { LicenseCheckNote } from './license-check-note';

export interface AgentListProps {
  status: AgentListStatus;
  title: string;
  agents: Agent[];
  isWide: boolean;
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
export function AgentList({ status, title, agents, isWide, onAction, onEdit }: AgentListProps) {
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
      ) : isWide ? (
        <Table.ScrollContainer minWidth={760}>
          {/* Fixed widths, so the three sections' columns line up. */}
          <Table striped withTableBorder verticalSpacing="sm" bg="white" layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w="24%">
                  Agent
                </Table.Th>
                <Table.Th scope="col" w="27%">
                  Contact
                </Table.Th>
                <Table.Th scope="col" w="13%">
                  Joined
                </Table.Th>
                <Table.Th scope="col" w="11%">
                  Inspections
                </Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {agents.map((agent) => (
                <Table.Tr key={agent.id}>
                  <Table.Td>
                    <Text fw={600}>{agent.full_name}</Text>
                    <Text size="sm" c="dimmed">
                      {agent.company}
                    </Text>
                    <LicenseCheckNote agent={agent} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <EmailLink email={agent.email} />
                    </Text>
                    <Text size="sm">
                      <PhoneLink phone={agent.phone} />
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDate(agent.created_at)}</Table.Td>
                  <Table.Td>{agent.inspection_count}</Table.Td>
                  <Table.Td>{actions(agent)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {agents.map((agent) => (
            <Card component="li" key={agent.id} withBorder radius="md" padding="md">
              <Text fw={700}>{agent.full_name}</Text>
              <Text size="sm" c="dimmed" mb={6}>
                {agent.company}
              </Text>
              <LicenseCheckNote agent={agent} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <EmailLink email={agent.email} />
              </Text>
              <Text size="sm">
                <PhoneLink phone={agent.phone} />
              </Text>
              <Text size="sm" mt={6} mb="sm">
                Joined {formatDate(agent.created_at)} · {inspections(agent.inspection_count)}
              </Text>
              {actions(agent)}
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
