import * as z from './zod.js';
import { inspectionSchema } from './inspections.js';

// Reports (product/outreach.md §2 "Report viewer", §3 "Report section", §4 "Report access";
// product/rules.md "Report sections"). One schema checks the sections JSON in the admin's
// browser before upload and again in the function that attaches it.

export const reportMessages = {
  loading: 'Loading inspection report...',
  notFound: 'No inspection data found',
  paymentRequired: 'This inspection report is available after payment is completed.',
  noReport: 'The report has not been uploaded yet.',
  pdfRequired: 'Choose the report PDF.',
  notPdf: 'The file is not a PDF.',
  pdfTooBig: 'The report PDF is larger than 50 MB.',
  uploadMissing: 'The uploaded file was not found. Upload it again.',
  sectionsInvalid: 'The sections file is not valid.',
  sectionsNotJson: 'The sections file is not valid JSON.',
  uploadFailed: 'Failed to upload the report.',
  downloadFailed: 'Download failed: {error}',
  notSigned: 'The client has not signed the agreement yet.',
  cancelled: 'This inspection was cancelled.',
  concurrentUpload: 'Another upload changed this report at the same time. Reload and try again.',
  /** The 402's `error`; the page shows `paymentRequired` on its card. */
  paymentRequiredError: 'Payment is required before the report can be read or downloaded.',
} as const;

/** Report PDFs go straight to S3 (product/platform.md §4); a presigned POST refuses anything larger. */
export const REPORT_MAX_BYTES = 50 * 1024 * 1024;
/** Minutes a presigned upload form or download link stays valid. */
export const UPLOAD_LINK_MINUTES = 15;
export const DOWNLOAD_LINK_MINUTES = 5;

/** Ratings of TREC form REI 7-6: Inspected, Not Inspected, Not Present, Deficient. */
export const RATINGS = ['I', 'NI', 'NP', 'D'] as const;
export type Rating = (typeof RATINGS)[number];

/**
 * product/outreach.md §5 maps I, NI and D and shows N/A for anything else. NP is in the
 * form's own legend ("Not Present"), so it gets its name rather than N/A (D-100).
 */
export function ratingLabel(rating: string | null | undefined): string {
  switch (rating) {
    case 'I':
      return 'Inspected';
    case 'NI':
      return 'Not Inspected';
    case 'NP':
      return 'Not Present';
    case 'D':
      return 'Deficient';
    default:
      return 'N/A';
  }
}

/** The six parts of REI 7-6, by roman numeral (product/rules.md "Report sections"). */
export const REPORT_PARTS = [
  { numeral: 'I', title: 'Structural Systems' },
  { numeral: 'II', title: 'Electrical Systems' },
  { numeral: 'III', title: 'Heating, Ventilation and Air Conditioning Systems' },
  { numeral: 'IV', title: 'Plumbing Systems' },
  { numeral: 'V', title: 'Appliances' },
  { numeral: 'VI', title: 'Optional Systems' },
] as const;

const SECTION_CODE = /^(I|II|III|IV|V|VI)\.([A-Z])$/;

/** Sort position of a section code in the form's order: I.A … VI.Z. */
export function sectionOrder(code: string): number {
  const match = SECTION_CODE.exec(code);
  if (!match) return Number.MAX_SAFE_INTEGER;
  const part = REPORT_PARTS.findIndex((p) => p.numeral === match[1]);
  return part * 26 + (match[2]!.charCodeAt(0) - 65);
}

export const checklistItemSchema = z.object({
  label: z
    .string({ error: 'Give each checklist item a label' })
    .check(
      z.trim(),
      z.minLength(1, 'Give each checklist item a label'),
      z.maxLength(300, 'Keep checklist labels under 300 characters'),
    ),
  checked: z.boolean({ error: 'checked must be true or false' }),
});

export const reportSectionSchema = z.object({
  sectionCode: z
    .string({ error: 'sectionCode is required, for example "I.A"' })
    .check(z.trim(), z.regex(SECTION_CODE, 'sectionCode must be a part I to VI and a letter, for example "I.A"')),
  sectionTitle: z
    .string({ error: 'sectionTitle is required' })
    .check(
      z.trim(),
      z.minLength(1, 'sectionTitle is required'),
      z.maxLength(200, 'Keep sectionTitle under 200 characters'),
    ),
  rating: z.enum(RATINGS, { error: 'rating must be I, NI, NP or D' }),
  checklistItems: z._default(
    z
      .array(checklistItemSchema, { error: 'checklistItems must be a list' })
      .check(z.maxLength(200, 'At most 200 checklist items a section')),
    [],
  ),
  comments: z._default(
    z.string({ error: 'comments must be text' }).check(z.maxLength(20_000, 'Keep comments under 20,000 characters')),
    '',
  ),
  photos: z._default(
    z
      .array(z.url({ protocol: /^https?$/, error: 'Each photo must be an http:// or https:// address' }), {
        error: 'photos must be a list of addresses',
      })
      .check(z.maxLength(50, 'At most 50 photos a section')),
    [],
  ),
});
export type ReportSection = z.infer<typeof reportSectionSchema>;

/** The whole sections file: a list in the form's order, each code once. Stored sorted. */
export const reportSectionsSchema = z.pipe(
  z.array(reportSectionSchema, { error: 'The sections file must be a JSON list of sections' }).check(
    z.minLength(1, 'The sections file has no sections'),
    z.maxLength(200, 'At most 200 sections'),
    z.superRefine((sections, ctx) => {
      const seen = new Set<string>();
      sections.forEach((section, index) => {
        if (seen.has(section.sectionCode))
          ctx.addIssue({
            code: 'custom',
            path: [index, 'sectionCode'],
            message: `sectionCode ${section.sectionCode} appears twice`,
          });
        seen.add(section.sectionCode);
      });
    }),
  ),
  z.transform((sections) => [...sections].sort((a, b) => sectionOrder(a.sectionCode) - sectionOrder(b.sectionCode))),
);

/** Where a problem is, for a person: `Section 3 (I.C), rating: rating must be I, NI, NP or D`. */
export function describeSectionsIssue(issue: { path: PropertyKey[]; message: string }, sections: unknown): string {
  const [index, field, ...rest] = issue.path;
  if (typeof index !== 'number') return issue.message;
  const raw = Array.isArray(sections) ? (sections[index] as { sectionCode?: unknown } | undefined) : undefined;
  const code = typeof raw?.sectionCode === 'string' && raw.sectionCode ? ` (${raw.sectionCode})` : '';
  const where = [field, ...rest].map((part) => (typeof part === 'number' ? `#${part + 1}` : String(part))).join(' ');
  return `Section ${index + 1}${code}${where ? `, ${where}` : ''}: ${issue.message}`;
}

/** Parses a sections file's text; the error names the section and field. */
export function parseSectionsFile(text: string): { sections: ReportSection[] } | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: reportMessages.sectionsNotJson };
  }
  const result = reportSectionsSchema.safeParse(data);
  if (result.success) return { sections: result.data };
  return { error: describeSectionsIssue(result.error.issues[0]!, data) };
}

/** POST /api/admin/inspections/{id}/report-upload: asks for a presigned POST. */
export const reportUploadSchema = z.object({
  content_type: z.literal('application/pdf', { error: reportMessages.notPdf }),
  size: z
    .number({ error: reportMessages.pdfRequired })
    .check(z.int(), z.minimum(1, reportMessages.pdfRequired), z.maximum(REPORT_MAX_BYTES, reportMessages.pdfTooBig)),
});

/** Its answer: the browser posts `fields` and then the file to `url`. */
export const reportUploadReplySchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  upload_id: z.string(),
  max_bytes: z.number(),
});
export type ReportUploadReply = z.infer<typeof reportUploadReplySchema>;

/** POST /api/admin/inspections/{id}/report: attaches the uploaded PDF and the sections. */
export const attachReportSchema = z.object({
  upload_id: z
    .string({ error: reportMessages.pdfRequired })
    .check(z.regex(/^[0-9a-f-]{36}$/, reportMessages.uploadMissing)),
  sections: z.optional(z.unknown()),
  inspector_name: z.optional(
    z.string().check(z.trim(), z.maxLength(120, 'Keep the inspector name under 120 characters')),
  ),
  inspector_license: z.optional(
    z.string().check(z.trim(), z.maxLength(60, 'Keep the licence number under 60 characters')),
  ),
});

/** One heading of the report's preamble (REI 7-6 page 1), shown on the Disclaimer page. */
export const disclaimerPartSchema = z.object({
  heading: z.string().check(z.trim(), z.minLength(1, 'Each part needs a heading'), z.maxLength(200)),
  text: z.string().check(z.trim(), z.minLength(1, 'Each part needs its text'), z.maxLength(20_000)),
});
export type DisclaimerPart = z.infer<typeof disclaimerPartSchema>;

/**
 * PUT /api/admin/settings/report-disclaimer: the parts to show, over the version the admin
 * loaded; or `restore_default: true` (parts then ignored) to go back to DEFAULT_DISCLAIMER.
 */
export const disclaimerSettingsSchema = z
  .object({
    parts: z.optional(
      z
        .array(disclaimerPartSchema)
        .check(z.minLength(1, 'Keep at least one part'), z.maxLength(20, 'At most 20 parts')),
    ),
    version: z.number().check(z.int(), z.minimum(0)),
    restore_default: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => body.restore_default === true || body.parts !== undefined, {
      path: ['parts'],
      message: 'Keep at least one part',
    }),
  );

/** The disclaimer as saved (or the default), in GET /api/admin/settings and the PUT's reply. */
export const disclaimerSettingsReplySchema = z.object({
  parts: z.array(disclaimerPartSchema),
  version: z.number(),
  /** True while nothing is saved, or after restoring the default. */
  is_default: z.boolean(),
});
export type DisclaimerSettings = z.infer<typeof disclaimerSettingsReplySchema>;

/** The booking as the report pages see it (product/outreach.md §3 "Booking (report and download)"). */
export const reportBookingSchema = z.object({
  id: z.string(),
  report_number: z.string(),
  client_name: z.string(),
  inspection_date: z.nullable(z.string()),
  property_address: z.string(),
  inspector_name: z.string(),
  inspector_license: z.string(),
  total_price: z.number(),
  paid_at: z.nullable(z.string()),
});
export type ReportBooking = z.infer<typeof reportBookingSchema>;

/** GET /api/inspection-data/{bookingId}, 200. A 402 carries `{error, booking}`. */
export const inspectionDataReplySchema = z.object({
  // The stored photos are our own paths (/api/report/…, D-170), not the file's addresses.
  reportData: z.array(z.extend(reportSectionSchema, { photos: z.array(z.string()) })),
  booking: reportBookingSchema,
  disclaimer: z.array(disclaimerPartSchema),
  report_version: z.number(),
  uploaded_at: z.string(),
});
export type InspectionDataReply = z.infer<typeof inspectionDataReplySchema>;

/** GET /api/report/{id}/pdf and /api/download-pdf/{token} asked for JSON: where to fetch the PDF. */
export const pdfLinkReplySchema = z.object({ url: z.string(), filename: z.string() });

/** product/rules.md: year of the inspection + last 4 characters of the short id, upper-cased. */
export function reportNumber(booking: { short_id: string; inspection_date?: string | null; submitted_at: string }): string {
  const year = (booking.inspection_date ?? booking.submitted_at).slice(0, 4);
  return `${year}${booking.short_id.slice(-4)}`.toUpperCase();
}

/** Sections a reader can link to: `/report/{id}?section=I.A`; no section is the Disclaimer. */
export const DISCLAIMER_ID = 'disclaimer';

/** A photo of the sections file that could not be copied into our bucket at publishing, and why (D-170). */
export const photoIssueSchema = z.object({ section: z.string(), url: z.string(), reason: z.string() });
export type PhotoIssue = z.infer<typeof photoIssueSchema>;

/** What the photo issues of a publication say, in one line for the admin's notice. */
export function describePhotoIssues(issues: readonly PhotoIssue[]): string {
  if (issues.length === 0) return '';
  const shown = issues.slice(0, 3).map((issue) => `${issue.section} ${issue.url}: ${issue.reason}`);
  const more = issues.length > 3 ? ` And ${issues.length - 3} more.` : '';
  return `${issues.length === 1 ? 'One photo was' : `${issues.length} photos were`} left out: ${shown.join(' ')}${more}`;
}

/** POST admin/inspections/{id}/report: the updated row, and the photos left out. */
export const attachReportReplySchema = z.object({ inspection: inspectionSchema, photo_issues: z.array(photoIssueSchema) });
