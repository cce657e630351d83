import { buildIcs, inspectionEvent } from '#shared/calendar.js';
import type { Inspection } from '#shared/inspections.js';
import { downloadFile } from '../../lib/download-file';

/** Saves the inspection's calendar file (product/portal.md §3 "Calendar event", §9). */
export function downloadCalendarFile(inspection: Inspection, businessName: string, timeZone: string): void {
  if (!inspection.inspection_date || !inspection.inspection_time) return;
  const event = inspectionEvent(
    { inspection_date: inspection.inspection_date, inspection_time: inspection.inspection_time, property_address: inspection.property_address, client_full_name: inspection.client_full_name },
    businessName,
    timeZone,
  );
  const ics = buildIcs(event, `${inspection.id}@inspection-portal`);
  downloadFile(ics, `inspection-${inspection.inspection_date}.ics`, 'text/calendar;charset=utf-8');
}
