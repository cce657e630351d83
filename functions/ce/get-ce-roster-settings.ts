import { defineHandler } from '../http/handler.js';
import { readRosterSettings } from './roster.js';

/** GET /api/ce/roster-settings: who files the rosters (provider, its number, the instructor). */
export const handler = defineHandler({
  access: 'admin',
  run: ({ deps }) => readRosterSettings(deps),
});
