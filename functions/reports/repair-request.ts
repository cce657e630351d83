import { repairMessages, totalCents, type RepairItem, type RepairRequestBody, type RepairRequestReply } from '#shared/report-repairs.js';
import { sectionOrder } from '#shared/reports.js';
import type { BookingItem } from '../data/booking.js';
import { findRepairRequest, putRepairRequest, type RepairRequestItem } from '../data/reports-repair-requests.js';
import { findReportSections, type ReportVersionItem } from '../data/reports.js';
import type { UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';
import { conflict, invalid } from '../errors.js';
import { getReadableReport } from './reports.js';

// The repair request built from a report (product/portal.md §2 "Repair request", D-232; docs/data-model.md C12).

type Viewer = Pick<UserItem, 'id' | 'is_admin'>;

/** The stored request → the reply, field by field; nothing saved yet is an empty draft at version 0. */
export function toRepairRequestReply(stored: RepairRequestItem | undefined): RepairRequestReply {
  const items: RepairItem[] = (stored?.items ?? []).map((item) => ({
    section_code: item.section_code,
    section_title: item.section_title,
    rating: item.rating,
    finding: item.finding,
    request: item.request,
    amount_cents: item.amount_cents ?? null,
  }));
  return { items, total_cents: totalCents(items), version: stored?.version ?? 0, updated_at: stored?.updated_at ?? null };
}

/**
 * Access first, as for the report itself (docs/style.md "Access first"): the booking's agent
 * or an admin (anyone else 404), a published report, and for the agent the payment gate
 * (402): the request is built from the report's words. The request is the booking's agent's,
 * whoever reads it: an admin sees and helps with that agent's draft.
 */
export async function loadRepairRequest(deps: Deps, viewer: Viewer, bookingId: string): Promise<{ booking: BookingItem; report: ReportVersionItem; request: RepairRequestReply }> {
  const { booking, report } = await getReadableReport(deps, viewer, bookingId);
  return { booking, report, request: toRepairRequestReply(await findRepairRequest(deps.db, booking.id, booking.agent_id)) };
}

/** GET /api/inspections/{id}/repair-request: the saved draft. */
export async function readRepairRequest(deps: Deps, viewer: Viewer, bookingId: string): Promise<RepairRequestReply> {
  return (await loadRepairRequest(deps, viewer, bookingId)).request;
}

/**
 * PUT /api/inspections/{id}/repair-request: the whole draft replaces the saved one. Each item
 * names an item of the published report, whose title and rating are taken from the report,
 * never from the browser; a save over a version another window replaced is a 409.
 */
export async function saveRepairRequest(deps: Deps, viewer: Viewer, bookingId: string, body: RepairRequestBody): Promise<RepairRequestReply> {
  const { booking, report } = await getReadableReport(deps, viewer, bookingId);
  const sections = new Map((await findReportSections(deps.db, report)).map((section) => [section.sectionCode, section]));
  const items: RepairItem[] = body.items
    .map((item) => {
      const section = sections.get(item.section_code);
      if (!section) throw invalid(repairMessages.notInReport(item.section_code), { field: 'items' });
      return { section_code: item.section_code, section_title: section.sectionTitle, rating: section.rating, finding: item.finding, request: item.request, amount_cents: item.amount_cents };
    })
    .sort((a, b) => sectionOrder(a.section_code) - sectionOrder(b.section_code));
  const stored: Omit<RepairRequestItem, 'pk' | 'sk'> = {
    booking_id: booking.id,
    agent_id: booking.agent_id,
    items,
    version: body.version + 1,
    report_version: report.version,
    updated_at: deps.now().toISOString(),
    updated_by: viewer.id,
  };
  if (!(await putRepairRequest(deps.db, stored, body.version))) throw conflict(repairMessages.changedElsewhere);
  return toRepairRequestReply({ ...stored, pk: '', sk: '' });
}
