import * as z from '#shared/zod.js';
import { rosterQuerySchema } from '#shared/ce-reports.js';
import { defineHandler, Reply } from '../http/handler.js';
import { renderRosterPdf } from './roster-pdf.js';
import { noteRosterExported, readRoster, rosterCsv, rosterFileName } from './roster.js';

/** GET /api/ce/sessions/{id}/roster?format=csv|pdf: the roster to file with the Commission, as a download. */
export const handler = defineHandler({
  access: 'admin',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  query: rosterQuerySchema,
  run: async ({ params, query, deps }) => {
    const roster = await readRoster(deps, params.id);
    const name = rosterFileName(roster.session, query.format);
    const headers = { 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'private, no-store' };
    const file = query.format === 'csv' ? rosterCsv(roster) : await renderRosterPdf(roster);
    await noteRosterExported(deps, params.id);
    return Reply.file(file, query.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf', headers);
  },
});
