import { Alert, EmptyState, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAgentAction, type Agent, type AgentAction } from '#shared/agents.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { ConfirmModal, type ConfirmRequest } from '../../components/confirm-modal';
import { AdminOnly } from '../../components/admin-only';
import { AgentEditModal } from './agent-edit-modal';
import { AgentList } from './agent-list';
import { agentActionLabels, applyAgentChange, groupAgents } from './agent-status';
import { actOnAgent, findAgents } from './agents-api';
import { RetryAlert } from '../../components/retry-alert';
import { useLoaded } from '../../components/use-loaded';

// Mantine's md breakpoint, as the layout uses: a table from there, cards below.
const WIDE_QUERY = '(min-width: 62em)';
const STATUS_ID = 'agents-status';
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : UNEXPECTED_ERROR);

/** /admin-agents: approve, deny, deactivate, reactivate and edit agents (spec part 1 §2, §4). */
export function AdminAgentsPage() {
  usePageTitle('Manage agents');
  return (
    <AdminOnly>
      <AgentsView />
    </AdminOnly>
  );
}

function AgentsView() {
  const { data: agents, setData: setAgents, error: loadError, reload } = useLoaded(findAgents);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [editing, setEditing] = useState<Agent | null>(null);
  const isWide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false });


  const askAction = (agent: Agent, action: AgentAction) => {
    const label = agentActionLabels[action];
    setConfirm({
      title: `${label.verb} ${agent.full_name}?`,
      message: confirmAgentAction(action),
      confirmLabel: label.verb,
      isDestructive: label.isDestructive,
      fallbackFocusId: STATUS_ID,
      onConfirm: async () => {
        setError(null);
        setDone('');
        try {
          const reply = await actOnAgent(agent.id, action);
          // In place: the agent moves to its new section, or leaves the list when denied.
          setAgents((list) => list && applyAgentChange(list, agent.id, reply.agent));
          setDone(`${agent.full_name} ${label.done}.`);
        } catch (caught) {
          setError(messageOf(caught));
        }
      },
    });
  };

  const groups = agents ? groupAgents(agents) : null;
  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>Manage agents</Title>
        <Text c="dimmed">Approve new agents, and deactivate, reactivate or correct existing ones.</Text>
        {/* Always in the page, so screen readers announce each change. */}
        <Text role="status" id={STATUS_ID} tabIndex={-1} c="teal.9" fw={600} size="sm" mt={done ? 'xs' : 0}>
          {done}
        </Text>
      </div>
      {error && (
        <Alert color="red" role="alert" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {loadError && !agents && (
        <RetryAlert title="Could not load the agents" message={loadError} onRetry={reload} />
      )}
      {!agents && !loadError && <PageLoader label="Loading agents…" />}
      {agents && agents.length === 0 && (
        <EmptyState icon={<IconUsers size={32} aria-hidden />} withIndicatorBackground py="xl">
          <EmptyState.Title order={2}>No Agents Found</EmptyState.Title>
          <EmptyState.Description>Agents appear here when they sign up. Invite one from Invite Agent.</EmptyState.Description>
        </EmptyState>
      )}
      {groups && agents && agents.length > 0 && (
        <>
          <AgentList status="pending" title="Pending Agent Approvals" agents={groups.pending} isWide={isWide} onAction={askAction} onEdit={setEditing} />
          <AgentList status="active" title="Active Agents" agents={groups.active} isWide={isWide} onAction={askAction} onEdit={setEditing} />
          <AgentList status="inactive" title="Inactive Agents" agents={groups.inactive} isWide={isWide} onAction={askAction} onEdit={setEditing} />
        </>
      )}
      <ConfirmModal request={confirm} onClose={() => setConfirm(null)} />
      {editing && (
        <AgentEditModal
          key={editing.id}
          agent={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setAgents((list) => list && applyAgentChange(list, saved.id, saved));
            setEditing(null);
            setDone(`${saved.full_name} saved.`);
          }}
        />
      )}
    </Stack>
  );
}
