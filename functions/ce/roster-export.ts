import type * as z from '#shared/zod.js';
import type { rosterQuerySchema } from '#shared/ce-reports.js';
import type { Deps } from '../deps.js';
import { renderRosterPdf } from './roster-pdf.js';
import { noteRosterExported, readRoster, rosterCsv, rosterFileName } from './roster.js';

// Apart from roster.ts so that only the roster's download bundles the PDF drawing (pdfkit).

/**
 * GET /api/ce/sessions/{id}/roster: the roster to file with the Commission, as CSV or PDF,
 * its export recorded once the file is made (noteRosterExported).
 */
export async function exportRoster(deps: Deps, sessionId: string, format: z.output<typeof rosterQuerySchema>['format']): Promise<{ file: string | Buffer; contentType: string; filename: string }> {
  const roster = await readRoster(deps, sessionId);
  const filename = rosterFileName(roster.session, format);
  const file = format === 'csv' ? rosterCsv(roster) : await renderRosterPdf(roster);
  await noteRosterExported(deps, sessionId);
  return { file, contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf', filename };
}
