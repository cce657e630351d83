import { toCsv } from '#shared/csv.js';
import { itemPath, partOf, plainCents } from '#shared/report-repairs.js';
import { ratingLabel, reportNumber } from '#shared/reports.js';
import { appOrigin } from '../config.js';
import { clientName, propertyAddress } from '../data/booking.js';
import type { UserItem } from '../data/users.js';
import type { Deps } from '../deps.js';
import { renderRepairRequestPdf } from './repair-request-pdf.js';
import { loadRepairRequest } from './repair-request.js';

// GET /api/inspections/{id}/repair-request?format=pdf|csv (product/portal.md §2 "Repair request"). Apart from
// the rules so that the PUT's function does not bundle pdfkit.

const CSV_HEADER = ['Part', 'Item', 'Title', 'Rating', 'Request', 'Amount', 'Report says', 'Link'];

/** The request as a download: the same items, under the same access and gate as reading it. */
export async function exportRepairRequest(deps: Deps, viewer: Pick<UserItem, 'id' | 'is_admin'>, bookingId: string, format: 'pdf' | 'csv'): Promise<{ file: string | Buffer; contentType: string; filename: string }> {
  const { booking, request } = await loadRepairRequest(deps, viewer, bookingId);
  const number = reportNumber(booking);
  // Absolute, so the link still opens the item from a downloaded file (the viewer asks to sign in first).
  const linkOf = (code: string) => `${appOrigin(deps.config)}${itemPath(booking.id, code)}`;
  const filename = `repair-request-${number}.${format}`;
  if (format === 'csv') {
    const rows = request.items.map((item) => {
      const part = partOf(item.section_code);
      return [
        `${part.numeral}. ${part.title}`,
        item.section_code,
        item.section_title,
        ratingLabel(item.rating),
        item.request,
        item.amount_cents === null ? '' : plainCents(item.amount_cents),
        item.finding,
        linkOf(item.section_code),
      ];
    });
    rows.push(['', '', 'Total', '', '', plainCents(request.total_cents), '', '']);
    return { file: toCsv(CSV_HEADER, rows), contentType: 'text/csv; charset=utf-8', filename };
  }
  const file = await renderRepairRequestPdf({
    business_name: deps.config.BUSINESS_NAME,
    property_address: propertyAddress(booking),
    client_name: clientName(booking),
    agent_name: `${booking.agent_first_name} ${booking.agent_last_name}`.trim(),
    report_number: number,
    inspection_date: booking.inspection_date ?? null,
    items: request.items,
    total_cents: request.total_cents,
    linkOf,
  });
  return { file, contentType: 'application/pdf', filename };
}
