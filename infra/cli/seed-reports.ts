import { clientName, findBooking, propertyAddress, type BookingItem } from '../../functions/data/booking.js';
import { findOutboxMessages } from '../../functions/data/outbox.js';
import type { UserItem } from '../../functions/data/users.js';
import type { Deps } from '../../functions/deps.js';
import { agentPaymentLocation, startClientCheckout } from '../../functions/payments/checkout.js';
import { downloadReportPdf } from '../../functions/payments/download-pdf.js';
import { payLocalCheckout } from '../../functions/payments/local-checkout.js';
import { sendPaymentRequest } from '../../functions/payments/payment-request.js';
import { attachReport, createReportUpload } from '../../functions/reports/publishing.js';
import { saveRepairRequest } from '../../functions/reports/repair-request.js';
import { prefillFinding } from '#shared/report-repairs.js';
import { DEFAULT_DISCLAIMER } from '#shared/report-disclaimer.js';
import { reportNumber } from '#shared/reports.js';
import { renderSampleReportPdf } from './sample-report-pdf.js';
import { SAMPLE_SECTIONS } from './sample-report.js';

// Steps 6 to 9 of a demo inspection, each through the function its page calls.

const DEMO_INSPECTOR = { name: 'Sam Ortega', license: 'TREC #10482' } as const;

/** Step 6: the sample report, posted to the bucket as the admin's browser does, then attached. */
export async function publishDemoReport(deps: Deps, admin: UserItem, booking: BookingItem): Promise<void> {
  const pdf = await renderSampleReportPdf({
    business_name: deps.config.BUSINESS_NAME,
    business_license: deps.config.BUSINESS_LICENSE,
    report_number: reportNumber(booking),
    client_name: clientName(booking),
    property_address: propertyAddress(booking),
    inspection_date: booking.inspection_date!,
    inspector_name: `${DEMO_INSPECTOR.name}, ${DEMO_INSPECTOR.license}`,
    sections: SAMPLE_SECTIONS,
    preamble: DEFAULT_DISCLAIMER,
  });
  const upload = await createReportUpload(deps, admin, booking.id);
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'report.pdf');
  const stored = await fetch(upload.url, { method: 'POST', body: form });
  if (!stored.ok) throw new Error(`The bucket refused the demo report (${stored.status}): ${await stored.text()}`);
  await attachReport(deps, admin, booking.id, {
    upload_id: upload.upload_id,
    sections: SAMPLE_SECTIONS,
    inspector_name: DEMO_INSPECTOR.name,
    inspector_license: DEMO_INSPECTOR.license,
  });
}

/** Step 7: the client's `/download/{token}` link, as the client receives it. */
export async function requestDemoPayment(deps: Deps, admin: UserItem, booking: BookingItem): Promise<string> {
  await sendPaymentRequest(deps, admin, booking.id);
  const sent = (await findOutboxMessages(deps.db, 1000)).find((message) => message.to === booking.client_email && message.text.includes('/download/'));
  const token = /\/download\/([A-Za-z0-9_-]+)/.exec(sent?.text ?? '')?.[1];
  if (!token) throw new Error(`No download link was sent to ${booking.client_email}`);
  return token;
}

/** Step 8 paid by the agent through the local test checkout ("Proceed to Payment"). */
export async function payAsAgent(deps: Deps, agent: UserItem, bookingId: string): Promise<void> {
  await payAtCheckout(deps, await agentPaymentLocation(deps, agent, bookingId));
}

/** The paid report's repair request, saved by its agent as the report page saves it (product/portal.md §2 "Repair request"). */
export async function saveDemoRepairRequest(deps: Deps, agent: UserItem, bookingId: string): Promise<void> {
  const words = (code: string) => prefillFinding(SAMPLE_SECTIONS.find((section) => section.sectionCode === code)?.comments ?? '');
  await saveRepairRequest(deps, agent, bookingId, {
    version: 0,
    items: [
      { section_code: 'I.C', finding: words('I.C'), request: 'Repair by a licensed roofing contractor, with receipts', amount_cents: null },
      { section_code: 'II.A', finding: words('II.A'), request: 'Repair by a licensed electrician', amount_cents: 45_000 },
      { section_code: 'IV.C', finding: words('IV.C'), request: 'Credit to the buyer at closing', amount_cents: 120_000 },
    ],
  });
}

/** Step 8 paid by the client from the download page, then step 9: the client downloads. */
export async function payAndDownloadAsClient(deps: Deps, token: string): Promise<void> {
  await payAtCheckout(deps, (await startClientCheckout(deps, token)).checkout_url);
  await downloadReportPdf(deps, token);
}

/** Demo payments need the local checkout: with Stripe configured, seeding stops at step 7. */
async function payAtCheckout(deps: Deps, location: string): Promise<void> {
  const token = /\/checkout\/([A-Za-z0-9_-]+)$/.exec(location)?.[1];
  if (!token) throw new Error(`Demo payments need the local test checkout (no Stripe keys); the checkout went to ${location}`);
  await payLocalCheckout(deps, token);
}

export const reload = async (deps: Deps, bookingId: string) => (await findBooking(deps.db, bookingId))!;
