import * as z from './zod.js';
import { REPORT_PARTS, sectionOrder } from './reports.js';

// The agent's repair request built from a report (product/portal.md §2 "Repair request", D-232): the items
// to ask the seller for, each with the report's words, the request and an optional amount,
// for the amendment to the contract. Money is whole cents, summed as integers.

/**
 * Bounds that keep one request a single stored item (DynamoDB's 400 KB): 50 items of at
 * most 2,000 characters, 3 bytes each at worst, is under 300 KB.
 */
export const REPAIR_MAX_ITEMS = 50;
export const REPAIR_FINDING_MAX = 1500;
export const REPAIR_REQUEST_MAX = 500;
/** $1,000,000.00: any larger figure in a repair request is a typing slip. */
export const REPAIR_AMOUNT_MAX_CENTS = 100_000_000;

export const repairMessages = {
  loading: 'Loading the repair request...',
  loadFailed: 'The repair request could not be loaded.',
  saveFailed: 'The repair request could not be saved. Your changes are still here: try again.',
  saved: 'Repair request saved.',
  changedElsewhere: 'This repair request was changed in another window. Reload it to see those changes.',
  tooMany: `A repair request may hold at most ${REPAIR_MAX_ITEMS} items.`,
  twice: 'Each report item may be asked for only once.',
  notInReport: (code: string) => `Item ${code} is not in the published report.`,
  amount: 'Enter the amount in dollars and cents, for example 1250 or 1,250.00.',
  amountTooLarge: 'Amounts may be at most $1,000,000.00.',
  control: (label: string) => `${label} may not contain control characters`,
  exportFailed: 'The download failed. Try again.',
} as const;

/** What may not be typed into the request's texts: control and invisible format characters (line breaks may). */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\u2028\u2029]/u;

/** Trimmed, line breaks as `\n`, composed; at most `max` characters; no control characters. */
function requestText(label: string, max: number) {
  return z._default(
    z.pipe(
      z.pipe(
        z.string({ error: `${label} must be text` }).check(z.trim()),
        z.transform((text) => text.replace(/\r\n?/g, '\n').normalize('NFC')),
      ),
      z.string().check(
        z.maxLength(max, `${label} must be at most ${max} characters`),
        z.refine((text) => !UNSAFE.test(text.replace(/[\n\t]/g, ' ')), { message: repairMessages.control(label), abort: true }),
      ),
    ),
    '',
  );
}

const SECTION_CODE = /^(I|II|III|IV|V|VI)\.([A-Z])$/;

export const repairItemSchema = z.object({
  section_code: z.string({ error: 'section_code is required' }).check(z.regex(SECTION_CODE, 'section_code must be a report item such as I.A')),
  /** The report's words, prefilled from the item's comments and editable. */
  finding: requestText('The report’s words', REPAIR_FINDING_MAX),
  /** What the agent asks for: "repair by a licensed plumber", "credit". */
  request: requestText('The request', REPAIR_REQUEST_MAX),
  amount_cents: z._default(
    z.nullable(
      z.number({ error: repairMessages.amount }).check(z.int(repairMessages.amount), z.minimum(0, repairMessages.amount), z.maximum(REPAIR_AMOUNT_MAX_CENTS, repairMessages.amountTooLarge)),
    ),
    null,
  ),
});
export type RepairItemInput = z.output<typeof repairItemSchema>;

/** PUT /api/inspections/{id}/repair-request: the whole draft, over the version the page loaded (0: none yet). */
export const repairRequestBodySchema = z.object({
  items: z.array(repairItemSchema, { error: 'items must be a list' }).check(
    z.maxLength(REPAIR_MAX_ITEMS, repairMessages.tooMany),
    z.superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.section_code)) ctx.addIssue({ code: 'custom', path: [index, 'section_code'], message: repairMessages.twice });
        seen.add(item.section_code);
      });
    }),
  ),
  version: z.number({ error: 'version is required' }).check(z.int(), z.minimum(0)),
});
export type RepairRequestBody = z.output<typeof repairRequestBodySchema>;

/** GET …/repair-request?format=pdf|csv: a download; without it, JSON. */
export const repairRequestQuerySchema = z.object({ format: z.optional(z.enum(['pdf', 'csv'], { error: 'format must be pdf or csv' })) });

export const repairItemReplySchema = z.object({
  section_code: z.string(),
  section_title: z.string(),
  rating: z.string(),
  finding: z.string(),
  request: z.string(),
  amount_cents: z.nullable(z.number()),
});
export type RepairItem = z.infer<typeof repairItemReplySchema>;

/** The saved draft: `version` 0 and no items before the first save. */
export const repairRequestReplySchema = z.object({
  items: z.array(repairItemReplySchema),
  total_cents: z.number(),
  version: z.number(),
  updated_at: z.nullable(z.string()),
});
export type RepairRequestReply = z.infer<typeof repairRequestReplySchema>;

/** The sum of the amounts given, in cents: integers, so no rounding ever. */
export const totalCents = (items: readonly { amount_cents: number | null }[]) => items.reduce((sum, item) => sum + (item.amount_cents ?? 0), 0);

/** 125000 → `$1,250.00`, from whole cents without floating point. */
export function formatCents(cents: number): string {
  const dollars = Math.floor(cents / 100);
  return `$${dollars.toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
}

/** 125000 → `1250.00`: a number a spreadsheet reads, in CSV and the amount field. */
export const plainCents = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * What a person typed as an amount: `''` is none (null); `1250`, `$1,250.5` and `1,250.00`
 * are cents; anything else is undefined. Read digit by digit, never through a float.
 */
export function parseAmount(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (!match) return undefined;
  const dollars = match[1]!.replace(/,/g, '');
  if (dollars.length > 7) return undefined;
  return Number(dollars) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The report part an item belongs to (I.A → I, Structural Systems). */
export function partOf(sectionCode: string): { numeral: string; title: string } {
  const numeral = sectionCode.split('.')[0] ?? '';
  return REPORT_PARTS.find((part) => part.numeral === numeral) ?? { numeral, title: '' };
}

/** The items in the form's order, grouped by part (for the PDF and the page). */
export function groupByPart<T extends { section_code: string }>(items: readonly T[]): { numeral: string; title: string; items: T[] }[] {
  const sorted = [...items].sort((a, b) => sectionOrder(a.section_code) - sectionOrder(b.section_code));
  const groups: { numeral: string; title: string; items: T[] }[] = [];
  for (const item of sorted) {
    const part = partOf(item.section_code);
    const last = groups.at(-1);
    if (last?.numeral === part.numeral) last.items.push(item);
    else groups.push({ ...part, items: [item] });
  }
  return groups;
}

/** The viewer's address of one item: `/report/{id}?section=I.A` (product/outreach.md §2). */
export const itemPath = (bookingId: string, sectionCode: string) => `/report/${encodeURIComponent(bookingId)}?section=${encodeURIComponent(sectionCode)}`;

/**
 * The report's words to start an item from: its comments without control characters (the
 * request refuses them), cut at a word before the limit with "…" when longer.
 */
export function prefillFinding(comments: string): string {
  const text = Array.from(comments.replace(/\r\n?/g, '\n'), (char) => (char === '\n' || char === '\t' || !UNSAFE.test(char) ? char : ''))
    .join('')
    .trim();
  if (text.length <= REPAIR_FINDING_MAX) return text;
  const cut = text.slice(0, REPAIR_FINDING_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > REPAIR_FINDING_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
