import type * as z from '#shared/zod.js';
import type { DisclaimerSettings, disclaimerSettingsSchema } from '#shared/reports.js';
import { getReportDisclaimer } from '../data/reports.js';
import { saveSettings } from '../data/settings.js';
import type { Deps } from '../deps.js';

/**
 * PUT admin/settings/report-disclaimer (data-model C11): the preamble every report shows, saved over
 * the version the admin loaded (409 when another admin saved first). Restoring the default
 * saves no parts, so a later change to DEFAULT_DISCLAIMER reaches the viewer.
 */
export async function saveReportDisclaimer(deps: Deps, adminId: string, body: z.output<typeof disclaimerSettingsSchema>): Promise<DisclaimerSettings> {
  const values = body.restore_default ? {} : { parts: body.parts };
  await saveSettings(deps.db, 'REPORT_DISCLAIMER', values, body.version, adminId, deps.now());
  return getReportDisclaimer(deps.db);
}
