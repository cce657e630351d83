import { previewRequestSchema } from '#shared/open-house.js';
import { defineHandler } from '../http/handler.js';
import { previewImport } from './importing.js';

/** POST /api/open-house/preview {json_data, override_date}: what an import would store, changing nothing. */
export const handler = defineHandler({
  access: 'admin',
  body: previewRequestSchema,
  run: async ({ body, deps }) => previewImport(deps, body),
});
