import { disclaimerSettingsSchema } from '#shared/reports.js';
import { defineHandler } from '../http/handler.js';
import { saveReportDisclaimer } from './disclaimer.js';

/** PUT /api/admin/settings/report-disclaimer {parts, version} or {restore_default, version}: 409 when another admin saved first. */
export const handler = defineHandler({
  access: 'admin',
  body: disclaimerSettingsSchema,
  run: ({ body, auth, deps }) => saveReportDisclaimer(deps, auth.user.id, body),
});
