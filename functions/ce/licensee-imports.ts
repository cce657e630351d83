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
import {
  claimLicenseeImport,
  createLicenseeImport,
  findLicenseeImports,
  finishLicenseeImport,
  updateLicenseeImportProgress,
  type LicenseeImportItem,
} from '../data/ce-licensee-imports.js';
import { fullName, type UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';
import { invalid } from '../errors.js';
import { filesOf } from '../integrations/files.js';
import { fileLinksOf } from '../integrations/file-links.js';
import { importLicensees } from './licensees/licensee-import.js';

/** Imports listed on the page: the one running and a few before it. */
const IMPORTS_LISTED = 5;
/** Long enough for a large file on a phone connection. */
const UPLOAD_MINUTES = 30;
/** A run renews its lease at each progress report (seconds apart); a run silent this long has stopped (Lambda's limit is 15 minutes). */
const LEASE_MS = 3 * 60_000;
/** Recent imports looked at for work: an admin queues one at a time. */
const IMPORTS_SCANNED = 10;

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

/** How one import's run ended, for the caller's log line. */
export type LicenseeImportRun = { import_id: string } & ({ lines: number; added: number; updated: number; bad: number } | { error: string });

/**
 * Imports the licence-holder files admins uploaded on /ce-admin (issue 11 point 1): each
 * queued import (or one whose run stopped) is claimed, its file streamed from the bucket
 * through the same import as the CLI, its counts written as it goes. `report` hears how
 * each run ended, as it ends. The job functions/jobs/import-licensees.ts calls this when
 * the new import's item wakes it (the table's stream; locally the runner on every write),
 * and every few minutes on its schedule, which picks up a run that stopped.
 */
export async function runQueuedLicenseeImports(deps: Deps, report: (run: LicenseeImportRun) => void): Promise<{ changed: number }> {
  const now = deps.now();
  const waiting = (await findLicenseeImports(deps.db, IMPORTS_SCANNED))
    .filter((item) => item.status === 'queued' || (item.status === 'running' && (item.lease_until ?? '') < now.toISOString()))
    .reverse();
  let changed = 0;
  for (const item of waiting) {
    const lease = () => new Date(deps.now().getTime() + LEASE_MS);
    if (!(await claimLicenseeImport(deps.db, item.id, deps.now(), lease()))) continue;
    changed++;
    try {
      const source = await filesOf(deps).stream(licenseeImportFileKey(item.id));
      const result = await importLicensees(deps, source, { onProgress: (soFar) => updateLicenseeImportProgress(deps.db, item.id, soFar, lease()) });
      await finishLicenseeImport(deps.db, item.id, { counts: result }, deps.now());
      report({ import_id: item.id, lines: result.lines, added: result.added, updated: result.updated, bad: result.bad });
    } catch (error) {
      // A file that is not the Commission's (a bad zip, another format) fails for good; the admin sees why.
      const message = error instanceof Error ? error.message : String(error);
      await finishLicenseeImport(deps.db, item.id, { error: message }, deps.now());
      report({ import_id: item.id, error: message });
    }
  }
  return { changed };
}
