import { rosterSettingsSchema } from '#shared/ce-reports.js';
import { defineHandler } from '../http/handler.js';
import { saveRosterSettings } from './roster.js';

/** PUT /api/ce/roster-settings {provider_name, provider_number, instructor_name, version}: 409 when another admin saved first. */
export const handler = defineHandler({
  access: 'admin',
  body: rosterSettingsSchema,
  run: ({ body, auth, deps }) => saveRosterSettings(deps, auth.user.id, body),
});
