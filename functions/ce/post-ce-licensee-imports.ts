import { licenseeImportStartSchema } from '#shared/ce-licensees.js';
import { defineHandler } from '../http/handler.js';
import { queueLicenseeImport } from './licensee-imports.js';

/** POST /api/ce/licensee-imports {import_id, file_name}: the uploaded file is queued for the import job. */
export const handler = defineHandler({
  access: 'admin',
  body: licenseeImportStartSchema,
  run: ({ body, auth, deps }) => queueLicenseeImport(deps, auth.user, body),
});
