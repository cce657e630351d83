import { putReportPromiseSchema } from '#shared/dashboard.js';
import { defineHandler } from '../http/handler.js';
import { saveReportPromise } from './settings.js';

/** PUT /api/admin/settings/report-promise {report_promise_hours, version}: 409 when another admin saved first. */
export const handler = defineHandler({
  access: 'admin',
  body: putReportPromiseSchema,
  run: async ({ body, auth, deps }) => saveReportPromise(deps, auth.user.id, body),
});
