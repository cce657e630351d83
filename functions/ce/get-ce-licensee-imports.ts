import { defineHandler } from '../http/handler.js';
import { listLicenseeImports } from './licensee-imports.js';

/** GET /api/ce/licensee-imports: the latest licence-holder imports and their progress. */
export const handler = defineHandler({
  access: 'admin',
  run: ({ deps }) => listLicenseeImports(deps),
});
