import { Anchor, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { AgentSearch } from './agent-search';
import { ContactsHome } from './agent-contacts-home';
import { resultKeyOf } from '#shared/agent-contacts.js';

// Each section is its own chunk: the home is what most visits need.
const OpenHouseLogger = lazy(() => import('./open-house-logger').then((m) => ({ default: m.OpenHouseLogger })));
const EventLogger = lazy(() => import('./event-logger').then((m) => ({ default: m.EventLogger })));
const HistoryView = lazy(() => import('./history-view').then((m) => ({ default: m.HistoryView })));
const AgentTimeline = lazy(() => import('./agent-timeline').then((m) => ({ default: m.AgentTimeline })));

const TITLES: Record<string, string> = { 'open-house': 'Log open house visit', event: 'Log breakfast or event', all: 'Contact history', agents: 'Agent history' };

/**
 * /agent-contacts (product/outreach.md §2): every section has its own address, so Back works and other
 * pages link in: `?log=open-house&date=&mls=` (a house chosen), `?log=event&license=`
 * (an agent preselected), `?view=all`, `?view=agents`, `?history=<licence>`.
 */
export function ContactsPage() {
  return <Sections />;
}

function Sections() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const log = params.get('log');
  const view = params.get('view');
  const history = params.get('history');
  usePageTitle(history ? 'Agent history' : (TITLES[log ?? view ?? ''] ?? 'Agent contacts'));
  const onSaved = () => {
    notifications.show({ color: 'green', message: 'Contact saved.', closeButtonProps: { 'aria-label': 'Dismiss' } });
    navigate('/agent-contacts');
  };
  const isHome = !log && !view && !history;
  return (
    <Stack gap="md">
      {!isHome && (
        <Anchor component={Link} to="/agent-contacts" size="sm">
          <IconArrowLeft size={14} aria-hidden /> Agent contacts
        </Anchor>
      )}
      <Suspense fallback={<PageLoader />}>
        {isHome && <ContactsHome />}
        {log === 'open-house' && <OpenHouseLogger key={params.toString()} date={params.get('date')} mls={params.get('mls')} onSaved={onSaved} />}
        {log === 'event' && <EventLogger key={params.toString()} license={params.get('license')} onSaved={onSaved} />}
        {!log && view === 'all' && <HistoryView />}
        {!log && view === 'agents' && (
          <Stack gap="md" maw={640}>
            <Title order={1}>Agent history</Title>
            <AgentSearch label="Find an agent" autoFocus onPick={(agent) => navigate(`/agent-contacts?history=${encodeURIComponent(resultKeyOf(agent))}`)} />
          </Stack>
        )}
        {!log && !view && history && <AgentTimeline key={history} licence={history} />}
      </Suspense>
    </Stack>
  );
}
