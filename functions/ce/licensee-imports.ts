import type * as z from '#shared/zod.js';
import {
  LICENSEE_FILE_MAX_BYTES,
  LICENSEE_FILE_TYPE,
  licenseeImportMessages,
  type LicenseeImportView,
  type licenseeImportStartSchema,
  type licenseeUploadSchema,
} from '#shared/ce-licensees.js';
import { newId } from '../data/ids.js';
import { licenseeImportFileKey } from '../data/keys.js';
import { createLicenseeImport, findLicenseeImports, type LicenseeImportItem } from '../data/ce-licensee-imports.js';
import { fullName, type UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';
import { invalid } from '../errors.js';
import { filesOf } from '../integrations/files.js';
import { fileLinksOf } from '../integrations/file-links.js';

/** Imports listed on the page: the one running and a few before it. */
const IMPORTS_LISTED = 5;
/** Long enough for a large file on a phone connection. */
const UPLOAD_MINUTES = 30;

/** A stored import as the page reads it (no keys, no lease). */
export function toImportView(item: LicenseeImportItem): LicenseeImportView {
  return {
    id: item.id,
    file_name: item.file_name,
    size: item.size,
    status: item.status,
    created_at: item.created_at,
    created_by_name: item.created_by_name,
    lines: item.lines,
    added: item.added,
    updated: item.updated,
    unchanged: item.unchanged,
    bad: item.bad,
    bad_lines: item.bad_lines ?? [],
    finished_at: item.finished_at ?? null,
    error: item.error ?? null,
  };
}

/** POST /api/ce/licensee-imports/upload: a form that posts the file straight to the bucket, under a new import id. */
export async function startLicenseeUpload(deps: Deps, _body: z.output<typeof licenseeUploadSchema>) {
  const importId = newId();
  const upload = await fileLinksOf(deps).uploadForm(licenseeImportFileKey(importId), LICENSEE_FILE_TYPE, LICENSEE_FILE_MAX_BYTES, UPLOAD_MINUTES);
  return { import_id: importId, upload };
}

/**
 * POST /api/ce/licensee-imports: once the file is in the bucket, the import is queued; its
 * new item wakes the import job (the table's stream; locally the runner), which streams
 * the file into the table and writes its progress on the item.
 */
export async function queueLicenseeImport(deps: Deps, admin: UserItem, body: z.output<typeof licenseeImportStartSchema>): Promise<{ import: LicenseeImportView }> {
  const stored = await filesOf(deps).peek(licenseeImportFileKey(body.import_id), 1);
  if (!stored) throw invalid(licenseeImportMessages.notUploaded);
  const item: LicenseeImportView = {
    id: body.import_id,
    file_name: body.file_name,
    size: stored.size,
    status: 'queued',
    created_at: deps.now().toISOString(),
    created_by_name: fullName(admin),
    lines: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    bad: 0,
    bad_lines: [],
    finished_at: null,
    error: null,
  };
  await createLicenseeImport(deps.db, item);
  return { import: item };
}

/** GET /api/ce/licensee-imports: the latest imports, newest first, with their progress. */
export async function listLicenseeImports(deps: Deps): Promise<{ imports: LicenseeImportView[] }> {
  return { imports: (await findLicenseeImports(deps.db, IMPORTS_LISTED)).map(toImportView) };
}
