import type * as z from '#shared/zod.js';
import {
  bookingMessages,
  quotePrice,
  type agentInfoSchema,
  type clientInfoSchema,
  type dateSelectionSchema,
  type propertyDetailsSchema,
  type propertyInfoSchema,
  type QuoteReply,
  type quoteRequestSchema,
} from '#shared/booking.js';
import type { Deps } from '../deps.js';
import { getPricing } from '../data/settings.js';
import { conflict, invalid } from '../errors.js';
import { findAvailableDates } from './available-dates.js';
import { findDraft, saveDraft, type DraftItem } from '../data/booking-drafts.js';

// The order wizard's steps (product/portal.md §2 /order, §7). Each call saves its step's
// fields, already checked by the shared schema, and the step the agent goes on to.

const ACCEPTED_QUOTE = ['total_price', 'price_lines'];

/** A change to what the price depends on needs the quote accepted again (product/rules.md "Prices and capacity"). */
function isPriceChanged(draft: DraftItem | undefined, fields: Partial<DraftItem>): boolean {
  const priced = ['new_construction', 'property_type', 'square_footage', 'number_baths'] as const;
  return priced.some((name) => name in fields && fields[name] !== draft?.[name]);
}

async function saveStep(deps: Deps, agentId: string, fields: Partial<DraftItem>, nextStep: number, remove: string[] = []): Promise<void> {
  const now = deps.now();
  const draft = await findDraft(deps.db, agentId, now);
  await saveDraft(deps.db, agentId, now, fields, nextStep, [...(isPriceChanged(draft, fields) ? ACCEPTED_QUOTE : []), ...remove]);
}

export const savePropertyInfo = (deps: Deps, agentId: string, input: z.output<typeof propertyInfoSchema>) =>
  saveStep(deps, agentId, input, 2);

export const savePropertyDetails = (deps: Deps, agentId: string, input: z.output<typeof propertyDetailsSchema>) =>
  saveStep(deps, agentId, input, 3);

export const saveClientInfo = (deps: Deps, agentId: string, input: z.output<typeof clientInfoSchema>) =>
  saveStep(deps, agentId, { ...input, client_role_specify: input.client_role === 'Other' ? input.client_role_specify : '' }, 5);

export const saveAgentInfo = (deps: Deps, agentId: string, input: z.output<typeof agentInfoSchema>) => saveStep(deps, agentId, input, 6);

/** POST /api/quote: the price for these sizes, with the type and new construction saved in the draft. */
export async function quoteFor(deps: Deps, agentId: string, input: z.output<typeof quoteRequestSchema>): Promise<QuoteReply> {
  const draft = await findDraft(deps.db, agentId, deps.now());
  const quote = quotePrice(await getPricing(deps.db), {
    sqft: input.sqft,
    baths: input.baths,
    property_type: draft?.property_type,
    new_construction: draft?.new_construction,
  });
  return { quote: quote.total, lines: quote.lines };
}

/**
 * POST /api/quote-accepted: freezes the price of the draft's own property (not of what
 * the browser last asked about), so the booking costs what the server computed.
 */
export async function acceptQuote(deps: Deps, agentId: string): Promise<QuoteReply> {
  const now = deps.now();
  const draft = await findDraft(deps.db, agentId, now);
  if (!draft?.new_construction || !draft.property_type || draft.square_footage === undefined || draft.number_baths === undefined) {
    throw invalid(bookingMessages.quoteFirst);
  }
  const quote = quotePrice(await getPricing(deps.db), {
    sqft: draft.square_footage,
    baths: draft.number_baths,
    property_type: draft.property_type,
    new_construction: draft.new_construction,
  });
  await saveDraft(deps.db, agentId, now, { total_price: quote.total, price_lines: quote.lines }, 4);
  return { quote: quote.total, lines: quote.lines };
}

/**
 * POST /api/date-selection: three different dates, each still open, and the contract's option
 * period when the agent gave it (D-230); left empty, an earlier one is cleared. A date late for the
 * option period is only marked in the page, never refused (issue 30 point 2).
 */
export async function saveDates(deps: Deps, agentId: string, input: z.output<typeof dateSelectionSchema>): Promise<{ success: true }> {
  const dates = input.selected_dates;
  const available = new Set((await findAvailableDates(deps)).filter((day) => day.available).map((day) => day.date));
  if (!dates.every((date) => available.has(date))) throw conflict(bookingMessages.dateFull);
  const { contract_effective_date: effective, option_period_days: days } = input;
  const option = effective && days ? { contract_effective_date: effective, option_period_days: days } : {};
  await saveStep(deps, agentId, { selected_dates: dates, ...option }, 7, effective && days ? [] : ['contract_effective_date', 'option_period_days']);
  return { success: true };
}

/** POST /api/step-back: records where the agent went back to (never forward past the step reached). */
export async function stepBack(deps: Deps, agentId: string, target: number): Promise<{ success: true; step: number }> {
  const now = deps.now();
  const draft = await findDraft(deps.db, agentId, now);
  if (!draft) return { success: true, step: 1 };
  const step = Math.min(target, draft.step);
  await saveDraft(deps.db, agentId, now, {}, step);
  return { success: true, step };
}
