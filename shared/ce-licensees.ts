import * as z from './zod.js';

// The admin's upload of the Commission's licence-holder file on /ce-admin (issue 11 point 1):
// the browser posts the file straight to the bucket, then a job streams it into the table.

/** The real file is some 100 MB for a few hundred thousand lines; its zip about a fifth. */
export const LICENSEE_FILE_MAX_BYTES = 250 * 1024 * 1024;
/** Whatever the browser calls it (.txt, .csv, .zip or nothing), the job reads the bytes. */
export const LICENSEE_FILE_TYPE = 'application/octet-stream';

export const licenseeImportMessages = {
  chooseFile: 'Please choose the license-holder file (.txt or .zip)',
  tooLarge: 'This file is larger than 250 MB; upload its zip instead',
  notUploaded: 'The file did not arrive. Please upload it again.',
  uploadFailed: 'The upload failed. Please try again.',
  loadFailed: 'Failed to load the license-holder imports',
  startFailed: 'Failed to start the import',
} as const;

export const licenseeImportStatuses = ['queued', 'running', 'done', 'failed'] as const;

export const licenseeImportSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  size: z.number(),
  status: z.enum(licenseeImportStatuses),
  created_at: z.string(),
  created_by_name: z.string(),
  /** Lines read so far while running; all of them once done. */
  lines: z.number(),
  added: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  bad: z.number(),
  bad_lines: z.array(z.object({ line: z.number(), problem: z.string() })),
  finished_at: z.nullable(z.string()),
  error: z.nullable(z.string()),
});

export type LicenseeImportView = z.infer<typeof licenseeImportSchema>;

/** GET /api/ce/licensee-imports: the latest imports, newest first. */
export const licenseeImportsReplySchema = z.object({ imports: z.array(licenseeImportSchema) });

/** POST /api/ce/licensee-imports/upload {file_name, size}: where the browser posts the file. */
export const licenseeUploadSchema = z.object({
  file_name: z.string().check(z.trim(), z.minLength(1, licenseeImportMessages.chooseFile), z.maxLength(200)),
  size: z
    .number()
    .check(
      z.int(),
      z.minimum(1, licenseeImportMessages.chooseFile),
      z.maximum(LICENSEE_FILE_MAX_BYTES, licenseeImportMessages.tooLarge),
    ),
});

export const licenseeUploadReplySchema = z.object({
  import_id: z.string(),
  upload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
});

/** POST /api/ce/licensee-imports {import_id, file_name}: the file is in the bucket, import it. */
export const licenseeImportStartSchema = z.object({
  import_id: z.string().check(z.regex(/^[A-Za-z0-9-]{10,64}$/, licenseeImportMessages.notUploaded)),
  file_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

export const licenseeImportReplySchema = z.object({ import: licenseeImportSchema });
