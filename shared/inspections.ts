import * as z from './zod.js';
import { INSPECTION_WINDOWS, instantIn, windowStartHour } from './dates.js';
import { nextCursorSchema } from './pages.js';

/** The nine steps of product/portal.md §4, in order, with the flag each one reads. */
export const PROGRESS_STEPS = [
  { flag: 'quoteSubmitted', label: 'Quote Submitted' },
  { flag: 'datesSelected', label: 'Dates Selected' },
  { flag: 'finalDateAssigned', label: 'Final Date Assigned' },
  { flag: 'contractSent', label: 'Contract Sent' },
  { flag: 'contractSigned', label: 'Contract Signed' },
  { flag: 'reportUploaded', label: 'Report Uploaded' },
  { flag: 'paymentRequested', label: 'Payment Requested' },
  { flag: 'paymentReceived', label: 'Payment Received' },
  { flag: 'downloadedByClient', label: 'Downloaded by Client' },
] as const;

export type ProgressFlag = (typeof PROGRESS_STEPS)[number]['flag'];
export type ProgressFlags = Record<ProgressFlag, boolean>;

export interface ProgressSource {
  submitted_at?: string | null;
  preferred_dates?: string[] | null;
  inspection_date?: string | null;
  contract_sent_at?: string | null;
  contract_signed_at?: string | null;
  report_uploaded_at?: string | null;
  pay_request_at?: string | null;
  paid_at?: string | null;
  downloaded_at?: string | null;
}

/**
 * The one derivation of the flags (product/rules.md "An inspection's life"): never stored, always
 * computed. The steps read in order: an agent may pay before any payment request
 * (agent-payment needs only the report), and then the request is settled by the
 * payment itself, so 'Payment Requested' is done too (D-119); no later step is ever
 * done before an earlier one.
 */
export function progressFlags(source: ProgressSource): ProgressFlags {
  return {
    quoteSubmitted: Boolean(source.submitted_at),
    datesSelected: (source.preferred_dates?.length ?? 0) === 3,
    finalDateAssigned: Boolean(source.inspection_date),
    contractSent: Boolean(source.contract_sent_at),
    contractSigned: Boolean(source.contract_signed_at),
    reportUploaded: Boolean(source.report_uploaded_at),
    paymentRequested: Boolean(source.pay_request_at || source.paid_at),
    paymentReceived: Boolean(source.paid_at),
    downloadedByClient: Boolean(source.downloaded_at),
  };
}

const at = z.nullable(z.string());

/** GET /api/inspections, one item (product/portal.md §3 "Inspection (list item)" plus the flags and extras). */
export const inspectionSchema = z.object({
  id: z.string(),
  property_image: z.nullable(z.string()),
  inspection_date: z.nullable(z.string()),
  inspection_time: z.nullable(z.string()),
  property_address: z.string(),
  client_full_name: z.string(),
  preferred_dates: z.array(z.string()),
  paid_at: at,
  contract_sent_at: at,
  contract_signed_at: at,
  report_uploaded_at: at,
  pay_request_at: at,
  submitted_at: at,
  downloaded_at: at,
  cancelled_at: at,
  total_price: z.number(),
  /** The contract's option period and its deadline (ISO 8601 with the business's offset), null when unknown (D-230). */
  contract_effective_date: z.nullable(z.string()),
  option_period_days: z.nullable(z.number()),
  option_deadline: z.nullable(z.string()),
  agent_name: z.nullable(z.string()),
  can_cancel: z.boolean(),
  progress: z.object(
    Object.fromEntries(PROGRESS_STEPS.map((step) => [step.flag, z.boolean()])) as Record<
      ProgressFlag,
      z.ZodMiniBoolean<boolean>
    >,
  ),
});
export type Inspection = z.infer<typeof inspectionSchema>;

/** GET /api/inspections: one page (D-168); `next_cursor` asks for the next. */
export const inspectionsReplySchema = z.object({ inspections: z.array(inspectionSchema), next_cursor: nextCursorSchema });
export const inspectionReplySchema = z.object({ inspection: inspectionSchema });

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** POST /api/admin/inspections (product/portal.md §7). */
export const assignSchema = z.object({
  booking_id: z.string().check(z.minLength(1, 'Choose an inspection'), z.maxLength(100)),
  selected_date: z.string().check(z.regex(ISO_DATE, 'Choose one of the preferred dates')),
  inspection_time: z.enum(INSPECTION_WINDOWS, { error: 'Choose a time window' }),
});

/** product/rules.md: agents may cancel until 48 hours before the final date's window starts. */
export const CANCEL_NOTICE_HOURS = 48;

/** The instant the inspection starts, or undefined before a final date is set. */
export function inspectionStart(timeZone: string, date?: string | null, window?: string | null): Date | undefined {
  if (!date || !window) return undefined;
  return instantIn(timeZone, date, windowStartHour(window));
}

export function canCancel(
  booking: { cancelled_at?: string | null; inspection_date?: string | null; inspection_time?: string | null },
  timeZone: string,
  now: Date,
): boolean {
  if (booking.cancelled_at) return false;
  const start = inspectionStart(timeZone, booking.inspection_date, booking.inspection_time);
  return !start || start.getTime() - now.getTime() >= CANCEL_NOTICE_HOURS * 3_600_000;
}
