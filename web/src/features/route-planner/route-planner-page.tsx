import { Alert, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { routeMessages, type AvailableDatesReply, type SavedRouteEntry, type StartPoint } from '#shared/route-planner.js';
import { PageLoader } from '../../components/page-loader';
import { PAGE_SHELLS } from '../../components/page-shells';
import { PageShellBody } from '../../components/page-shell-body';
import { RetryAlert } from '../../components/retry-alert';
import { useLoaded } from '../../components/use-loaded';
import { usePageTitle } from '../../components/use-page-title';
import { storeFollowed } from './follow-store';
import { MyRoutesModal } from './my-routes';
import { openRouteMap } from './open-map';
import { PlannerFormView } from './planner-form';
import { readDeviceLocation } from './device-location';
import { initialForm, pickDate, type PlannerForm } from './planner-state';
import { RouteResult, type PlannedRoute } from './route-result';
import { findAvailableDates, findRoute, optimizeRoute, saveRoute } from './route-planner-api';

/** /route-planner (product/outreach.md §2): the best open-house route for a date, admins only. */
export function RoutePlannerPage() {
  usePageTitle('Route planner');
  return <Planner />;
}

const describe = (caught: unknown, fallback: string) => (caught instanceof Error && caught.message ? caught.message : fallback);

function Planner() {
  const { data, error, reload } = useLoaded(findAvailableDates);
  if (error && !data) return <RetryAlert title={routeMessages.loadDatesFailed} message={error} onRetry={reload} />;
  // The page's shell (D-182) until the dates come, so the heading does not leave and return.
  if (!data) return <PageShellBody {...PAGE_SHELLS.routePlanner} />;
  return <PlannerBody data={data} />;
}

function PlannerBody({ data }: { data: AvailableDatesReply }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // `?date=` (the open-house browser links here) preselects the date.
  const [form, setForm] = useState<PlannerForm>(() => initialForm(pickDate(data.available_dates, params.get('date'))));
  const [dateError, setDateError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [planned, setPlanned] = useState<PlannedRoute | null>(null);
  const [isMyRoutesOpen, setMyRoutesOpen] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  // A new result takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (planned) resultRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [planned]);

  const startPoint = async (): Promise<StartPoint | null> => {
    if (form.start === 'settings') return data.start_point;
    if (form.start === 'device') return readDeviceLocation();
    return null;
  };

  const optimize = async () => {
    setFailure(null);
    if (!form.date) return setDateError(routeMessages.selectDate);
    setDateError(null);
    setIsBusy(true);
    try {
      const { date, start_time, visit_duration_minutes, dedupe_agents } = form;
      const reply = await optimizeRoute({ date, start_time, visit_duration_minutes, dedupe_agents, start_point: await startPoint() });
      setPlanned({ route: reply.route, summary: reply.summary, date, savedId: null, savedName: null });
    } catch (caught) {
      setFailure(describe(caught, routeMessages.optimizeFailed));
    } finally {
      setIsBusy(false);
    }
  };

  const save = async (name: string) => {
    if (!planned) throw new Error(routeMessages.noRouteToSave);
    const { visit_duration_minutes, start_time, dedupe_agents } = form;
    const saved = await saveRoute({
      route_name: name,
      date: planned.date,
      route_data: planned.route,
      parameters: { visit_duration_minutes, start_time, dedupe_agents, summary: planned.summary },
    });
    setPlanned({ ...planned, savedId: saved.id, savedName: saved.route_name });
  };

  const follow = (route: PlannedRoute) => {
    storeFollowed({ route: route.route, summary: route.summary, date: route.date, routeId: route.savedId });
    const search = route.savedId ? `?route=${encodeURIComponent(route.savedId)}` : '';
    navigate(`/mobile-route-follower${search}`, { state: { route: route.route, summary: route.summary, date: route.date } });
  };

  const openSaved = async (entry: SavedRouteEntry, then: (route: PlannedRoute) => void) => {
    setMyRoutesOpen(false);
    setFailure(null);
    try {
      const saved = await findRoute(entry.id);
      const route: PlannedRoute = { route: saved.route_data, summary: saved.parameters.summary, date: saved.date, savedId: saved.id, savedName: saved.route_name };
      setForm({ ...form, date: data.available_dates.some((item) => item.date === saved.date) ? saved.date : form.date });
      then(route);
    } catch (caught) {
      setFailure(describe(caught, routeMessages.loadRouteFailed));
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Route planner</Title>
        <Text c="dimmed">The most open houses of one day, each visited inside its window, with the least driving.</Text>
      </div>
      <PlannerFormView
        form={form}
        dates={data.available_dates}
        settingsStart={data.start_point}
        dateError={dateError}
        isBusy={isBusy}
        onChange={setForm}
        onOptimize={() => void optimize()}
        onMyRoutes={() => setMyRoutesOpen(true)}
      />
      {failure && (
        <Alert color="red" role="alert" variant="light">
          {failure}
        </Alert>
      )}
      {isBusy && <PageLoader label="Planning the route…" />}
      {planned && !isBusy && (
        <div ref={resultRef}>
          <RouteResult
            key={`${planned.date}-${planned.route.map((stop) => stop.listing.mls).join()}`}
            planned={planned}
            onSave={save}
            onFollow={() => follow(planned)}
            onMap={() => openRouteMap({ route: planned.route, summary: planned.summary, date: planned.date })}
          />
        </div>
      )}
      <MyRoutesModal
        opened={isMyRoutesOpen}
        onClose={() => setMyRoutesOpen(false)}
        onOpen={(entry) => void openSaved(entry, setPlanned)}
        onFollow={(entry) => void openSaved(entry, follow)}
      />
    </Stack>
  );
}
