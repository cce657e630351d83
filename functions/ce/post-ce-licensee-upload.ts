import { licenseeUploadSchema } from '#shared/ce-licensees.js';
import { defineHandler } from '../http/handler.js';
import { startLicenseeUpload } from './licensee-imports.js';

/** POST /api/ce/licensee-imports/upload {file_name, size}: a presigned form for the licence-holder file. */
export const handler = defineHandler({
  access: 'admin',
  body: licenseeUploadSchema,
  run: ({ body, deps }) => startLicenseeUpload(deps, body),
});
