import { Alert, EmptyState, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAgentAction, type Agent, type AgentAction } from '#shared/agents.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { ConfirmModal, type ConfirmRequest } from '../../components/confirm-modal';
import { AgentEditModal } from './agent-edit-modal';
import { AgentList } from './agent-list';
import { agentActionLabels, applyAgentChange, groupAgents } from './agent-status';
import { actOnAgent, findAgentsPage } from './agents-api';
import { LoadMore } from '../../components/load-more';
import { RetryAlert } from '../../components/retry-alert';
import { usePagedList } from '../../components/use-paged-list';
import { searchText } from '../../lib/search-text';

const STATUS_ID = 'agents-status';
const titles = { pending: 'Pending Agent Approvals', active: 'Active Agents', inactive: 'Inactive Agents' } as const;
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : UNEXPECTED_ERROR);

/** /admin-agents: approve, deny, deactivate, reactivate and edit agents (product/portal.md §2, §4). */
export function AdminAgentsPage() {
  usePageTitle('Manage agents');
  return <AgentsView />;
}

function AgentsView() {
  const [query, setQuery] = useState('');
  const [typed] = useDebouncedValue(query, 300);
  const search = searchText(typed);
  const list = usePagedList(findAgentsPage, search);
  const { items: agents, setItems: setAgents, error: loadError, reload } = list;
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [editing, setEditing] = useState<Agent | null>(null);


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
  // Pages come pending first, then active, then inactive: a group with nothing loaded is
  // empty only once the list is complete or a later group has begun; else it is still to come.
  const order = ['pending', 'active', 'inactive'] as const;
  const isReached = (index: number) => !list.hasMore || order.slice(index + 1).some((status) => (groups?.[status].length ?? 0) > 0);
  const isSearching = search !== '';
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
      {loadError && <RetryAlert title="Could not load the agents" message={loadError} onRetry={reload} />}
      {!agents && !loadError && <PageLoader label="Loading agents…" />}
      {agents && agents.length === 0 && !isSearching && !query && !list.isLoading && (
        <EmptyState icon={<IconUsers size={32} aria-hidden />} withIndicatorBackground py="xl">
          <EmptyState.Title order={2}>No Agents Found</EmptyState.Title>
          <EmptyState.Description>Agents appear here when they sign up. Invite one from Invite Agent.</EmptyState.Description>
        </EmptyState>
      )}
      {groups && agents && (agents.length > 0 || isSearching || query) && (
        <>
          <TextInput
            type="search"
            aria-label="Search agents"
            description="By name, email or phone, from the start (2 characters at least)."
            placeholder="Search agents"
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={list.isLoading ? <Loader size={14} aria-hidden /> : undefined}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            maw={420}
          />
          {isSearching && agents.length === 0 && !list.isLoading ? (
            <Text c="dimmed" role="status">
              No agent matches “{search}”.
            </Text>
          ) : (
            <>
              {order.map((status, index) =>
                isReached(index) || groups[status].length > 0 ? (
                  isSearching && groups[status].length === 0 ? null : (
                    <AgentList key={status} status={status} title={titles[status]} agents={groups[status]} onAction={askAction} onEdit={setEditing} />
                  )
                ) : null,
              )}
              <LoadMore noun="agents" nounOne="agent" shown={agents.length} hasMore={list.hasMore} isLoading={list.isLoadingMore} error={list.moreError} onLoadMore={list.loadMore} />
            </>
          )}
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
