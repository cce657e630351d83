import { Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../components/page-loader';
import { RetryAlert } from '../../components/retry-alert';
import { useLoaded } from '../../components/use-loaded';
import { useOneMoreAfterEachPaint } from '../../components/use-one-more-after-each-paint';
import { usePageTitle } from '../../components/use-page-title';
import { BlockedDatesSection } from './blocked-dates-section';
import { CapacitySection } from './capacity-section';
import { DisclaimerSection } from './disclaimer-section';
import { PricingSection } from './pricing-section';
import { ReportPromiseSection } from './report-promise-section';
import { RoutePlannerSection } from './route-planner-section';
import { findSettings } from './settings-api';

/** /settings: prices, daily capacity, blocked dates (product/rules.md "Prices and capacity") and the report disclaimer, admins only. */
export function SettingsPage() {
  usePageTitle('Settings');
  return <SettingsView />;
}

function SettingsView() {
  // loadCount keys the forms, so each (re)load, after a 409 say, starts them from what the server holds.
  const { data: settings, setData: setSettings, error: loadError, reload, loadCount } = useLoaded(findSettings);
  const sections = settings
    ? [
        <PricingSection key={`pricing-${loadCount}`} pricing={settings.pricing} onReload={reload} />,
        <CapacitySection key={`capacity-${loadCount}`} capacity={settings.capacity} onReload={reload} />,
        <ReportPromiseSection key={`report-promise-${loadCount}`} promise={settings.report_promise} onReload={reload} />,
        <BlockedDatesSection
          key="blocked-dates"
          dates={settings.blocked_dates}
          today={settings.today}
          onChange={(blocked_dates) => setSettings((current) => current && { ...current, blocked_dates })}
        />,
        <DisclaimerSection key={`disclaimer-${loadCount}`} disclaimer={settings.report_disclaimer} onReload={reload} />,
        <RoutePlannerSection key={`route-planner-${loadCount}`} settings={settings.route_planner} onReload={reload} />,
      ]
    : [];
  // The six forms drawn at once were one task of 500-1,000 ms on a phone: one at a time (D-212).
  const shown = useOneMoreAfterEachPaint(sections.length);
  return (
    <Stack gap="xl" maw={900}>
      <div>
        <Title order={1}>Settings</Title>
        <Text c="dimmed">Prices for new quotes, how many inspections a day you take, the days you are closed, and the disclaimer every report opens with.</Text>
      </div>
      {loadError && (
        <RetryAlert title="Could not load the settings" message={loadError} onRetry={reload} />
      )}
      {!settings && !loadError && <PageLoader label="Loading settings…" />}
      {sections.slice(0, shown)}
    </Stack>
  );
}
