import { importRequestSchema } from '#shared/open-house.js';
import { defineHandler } from '../http/handler.js';
import { importListings } from './importing.js';

/** POST /api/open-house/import {json_data, override_date, skip_duplicates}: stores the new listings. */
export const handler = defineHandler({
  access: 'admin',
  body: importRequestSchema,
  run: async ({ body, deps }) => importListings(deps, body),
});
