import { Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { AdminSettings } from '../../../../shared/settings.js';
import { ApiError, UNEXPECTED_ERROR } from '../../api';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { AdminOnly } from '../agents/admin-only';
import { BlockedDatesSection } from './blocked-dates-section';
import { CapacitySection } from './capacity-section';
import { DisclaimerSection } from './disclaimer-section';
import { PricingSection } from './pricing-section';
import { findSettings } from './settings-api';
import { RetryAlert } from '../../components/retry-alert';

/** /settings: prices, daily capacity, blocked dates (DOMAIN "Prices and capacity") and the report disclaimer, admins only. */
export function SettingsPage() {
  usePageTitle('Settings');
  return (
    <AdminOnly>
      <SettingsView />
    </AdminOnly>
  );
}

function SettingsView() {
  const [settings, setSettings] = useState<AdminSettings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // Bumped on each (re)load so the forms start again from what the server holds (after a 409).
  const [loadCount, setLoadCount] = useState(0);

  const load = useCallback((signal?: AbortSignal) => {
    findSettings(signal)
      .then((reply) => {
        setLoadError(null);
        setSettings(reply);
        setLoadCount((count) => count + 1);
      })
      .catch((caught: unknown) => {
        if (!signal?.aborted) setLoadError(caught instanceof ApiError ? caught.message : UNEXPECTED_ERROR);
      });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const reload = () => {
    setLoadError(null);
    load();
  };
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
      {settings && (
        <>
          <PricingSection key={`pricing-${loadCount}`} pricing={settings.pricing} onReload={reload} />
          <CapacitySection key={`capacity-${loadCount}`} capacity={settings.capacity} onReload={reload} />
          <BlockedDatesSection
            dates={settings.blocked_dates}
            today={settings.today}
            onChange={(blocked_dates) => setSettings((current) => current && { ...current, blocked_dates })}
          />
          <DisclaimerSection key={`disclaimer-${loadCount}`} disclaimer={settings.report_disclaimer} onReload={reload} />
        </>
      )}
    </Stack>
  );
}
