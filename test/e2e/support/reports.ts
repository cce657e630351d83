import { expect, type APIRequestContext } from '@playwright/test';
import { renderSampleReportPdf } from '#infra/cli/sample-report-pdf.js';
import { SAMPLE_SECTIONS } from '#infra/cli/sample-report.js';
import { dateIn } from '#shared/dates.js';
import { DEFAULT_DISCLAIMER } from '#shared/report-disclaimer.js';
import { testNow } from './clock.js';
import { SIGN_LINK } from './ordering.js';
import { waitForMessage } from './stack.js';

// Shared steps of the report and payment specs (reports*.spec.ts).

/** A 1x1 PNG: the API path of signing (the UI path has its own spec). */
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The client signs the agreement link they were sent, through the API. */
export async function signByApi(request: APIRequestContext, baseURL: string, client: { email: string; name: string }): Promise<void> {
  const link = await waitForMessage(request, client.email, SIGN_LINK);
  const answer = await request.post(`/api${link}`, {
    data: { full_name: client.name, agreed: true, signature_data: SIGNATURE },
    headers: { origin: baseURL },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The sample report PDF seed-demo publishes, for this property and client. */
export const samplePdf = (client_name: string, property_address: string) =>
  renderSampleReportPdf({
    business_name: "Agent's Preferred Inspector",
    business_license: 'TREC #24801',
    report_number: 'E2E',
    client_name,
    property_address,
    inspection_date: dateIn('America/Chicago', testNow()),
    inspector_name: 'Sam Inspector',
    sections: SAMPLE_SECTIONS,
    preamble: DEFAULT_DISCLAIMER,
  });

export const sampleSectionsJson = () => JSON.stringify(SAMPLE_SECTIONS, null, 2);
export { SAMPLE_SECTIONS };

/**
 * An admin publishes a report through the API exactly as the page does: a presigned POST
 * straight to the bucket, then the attach call (the UI path has its own test).
 */
export async function publishByApi(request: APIRequestContext, baseURL: string, bookingId: string, pdf: Buffer): Promise<void> {
  const headers = { origin: baseURL };
  const upload = await request.post(`/api/admin/inspections/${bookingId}/report-upload`, { data: { content_type: 'application/pdf', size: pdf.length }, headers });
  expect(upload.status(), await upload.text()).toBe(200);
  const { url, fields, upload_id } = (await upload.json()) as { url: string; fields: Record<string, string>; upload_id: string };
  const stored = await request.post(url, { multipart: { ...fields, file: { name: 'report.pdf', mimeType: 'application/pdf', buffer: pdf } } });
  expect(stored.status(), await stored.text()).toBeLessThan(300);
  const attached = await request.post(`/api/admin/inspections/${bookingId}/report`, { data: { upload_id, sections: SAMPLE_SECTIONS }, headers });
  expect(attached.status(), await attached.text()).toBe(200);
}

/** The path of the newest download link sent to the client. */
export const DOWNLOAD_LINK = /(\/download\/[A-Za-z0-9_-]+)/;

/** The agent pays at the local checkout, as "Proceed to Payment" does (the reports spec walks the pages). */
export async function payAsAgent(request: APIRequestContext, baseURL: string, id: string) {
  const start = await request.get(`/api/agent-payment/${id}`, { maxRedirects: 0 });
  const token = /\/checkout\/([A-Za-z0-9_-]+)$/.exec(start.headers().location ?? '')?.[1];
  expect(token, start.headers().location).toBeTruthy();
  const paid = await request.post(`/api/local-checkout/${token}`, { headers: { origin: baseURL } });
  expect(paid.status(), await paid.text()).toBe(200);
}
