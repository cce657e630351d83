import type * as z from '#shared/zod.js';
import { inspectionReplySchema, inspectionsReplySchema, type assignSchema, type Inspection } from '#shared/inspections.js';
import { api } from '../../api';
import { pageParams } from '../../lib/page-params';
import type { PageFetcher } from '../../components/use-paged-list';

// /my-inspections calls (product/portal.md §7). Each action answers the changed row, so the
// list updates in place (product/rules.md "Fixed on purpose").

/** One page of inspections, newest first, or of those matching `q` (D-168, D-169). */
export const findInspectionsPage: PageFetcher<Inspection> = ({ cursor, q }, signal) =>
  api(`/api/inspections${pageParams(cursor, q)}`, { signal, schema: inspectionsReplySchema }).then((reply) => ({ items: reply.inspections, next_cursor: reply.next_cursor }));

const one = (reply: { inspection: Inspection }) => reply.inspection;

export const assignInspection = (body: z.input<typeof assignSchema>) =>
  api('/api/admin/inspections', { method: 'POST', body, schema: inspectionReplySchema, fallbackError: 'Could not save the final date.' }).then(one);

export const resendContract = (id: string) =>
  api(`/api/admin/inspections/${encodeURIComponent(id)}/resend-contract`, { method: 'POST', schema: inspectionReplySchema, fallbackError: 'Could not resend the contract.' }).then(one);

export const cancelInspection = (id: string) =>
  api(`/api/inspections/${encodeURIComponent(id)}/cancel`, { method: 'POST', schema: inspectionReplySchema, fallbackError: 'Could not cancel the inspection.' }).then(one);

export function uploadPropertyImage(id: string, image: Blob) {
  const form = new FormData();
  form.append('image', image, image.type === 'image/webp' ? 'property.webp' : 'property.jpg');
  return api(`/api/inspections/${encodeURIComponent(id)}/upload-image`, { method: 'POST', body: form, schema: inspectionReplySchema, fallbackError: 'Failed to upload image' }).then(one);
}

/** The agent who ordered it, or an admin, changes the contract's option period (D-230). */
export const saveOptionPeriod = (id: string, body: { contract_effective_date: string | null; option_period_days: number | string | null }) =>
  api(`/api/inspections/${encodeURIComponent(id)}/option-period`, { method: 'PUT', body, schema: inspectionReplySchema, fallbackError: 'Could not save the option period.' }).then(one);
