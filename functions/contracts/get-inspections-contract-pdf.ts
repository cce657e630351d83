import * as z from '#shared/zod.js';
import { defineHandler, Reply } from '../http/handler.js';
import { readAgreementPdf } from './contracts.js';

/** GET /api/inspections/{id}/contract.pdf: the signed agreement as an attachment. */
export const handler = defineHandler({
  access: 'user',
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  run: async ({ params, auth, deps }) => {
    const { bytes, filename } = await readAgreementPdf(deps, auth.user, params.id);
    return Reply.file(bytes, 'application/pdf', { 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'private, no-store' });
  },
});
