import * as z from './zod.js';
import { emailSchema } from './account.js';
import { phoneSchema } from './phone.js';
import { optionalText, requiredText } from './text.js';
import { optionPeriodChecks, optionPeriodFields } from './option-period.js';

// The order wizard (product/portal.md §2 /order, §3 "Booking draft", §5, §7) and the price
// rule of product/rules.md "Prices and capacity". The browser and the functions both use these.

export const PROPERTY_TYPES = ['Single Family', 'Townhome', 'Condo', 'Cottage', 'Multi-Family'] as const;
export const CLIENT_ROLES = ['Buyer', 'Seller', 'Other'] as const;
export const WIZARD_STEPS = 7;

/** A price as pages, messages and the agreement print it: `$1,375.00` (prices are whole US dollars). */
export const formatMoney = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** product/portal.md §5 sliders. */
export const sliders = {
  square_footage: { min: 500, max: 8000, step: 100, default: 2000 },
  number_beds: { min: 0, max: 10, step: 1, default: 3 },
  number_baths: { min: 0, max: 10, step: 1, default: 2 },
} as const;

export const bookingMessages = {
  agreeAll: 'Please agree to all terms before proceeding.',
  threeDates: 'Please choose exactly 3 dates.',
  dateFull: 'One of the chosen dates is no longer available. Please choose again.',
  incomplete: 'Please complete every step before booking.',
  quoteFirst: 'Please get and accept a quote first.',
} as const;


const slider = (name: keyof typeof sliders) =>
  z.coerce.number().check(z.int(), z.minimum(sliders[name].min), z.maximum(sliders[name].max));

/** Step 1 (POST /api/property-info). */
export const propertyInfoSchema = z.object({
  new_construction: z.enum(['yes', 'no'], { error: 'Please say whether this is new construction' }),
  address1: requiredText('Address', 120, 'address'),
  address2: optionalText('Address line 2', 120, 'address'),
  city: requiredText('City', 80, 'name'),
  state: z.pipe(
    z.string({ error: 'State is required' }).check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'Use the 2-letter state code')),
    z.transform((state) => state.toUpperCase()),
  ),
  zip_code: z
    .string({ error: 'ZIP code is required' })
    .check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, 'Please enter a valid ZIP code')),
});

/** Step 2 (POST /api/property-details). */
export const propertyDetailsSchema = z.object({
  property_type: z.enum(PROPERTY_TYPES, { error: 'Please choose the property type' }),
  square_footage: slider('square_footage'),
  number_beds: slider('number_beds'),
  number_baths: slider('number_baths'),
});

/** POST /api/quote (spec: sqft, beds, baths; type and new construction come from the draft). */
export const quoteRequestSchema = z.object({
  sqft: slider('square_footage'),
  beds: slider('number_beds'),
  baths: slider('number_baths'),
});

export const quoteAcceptedSchema = z.object({ quote_accepted: z.literal(true, { error: bookingMessages.quoteFirst }) });

/** Step 4 (POST /api/client-info). */
export const clientInfoSchema = z
  .object({
    client_first_name: requiredText('Client first name', 120, 'name'),
    client_last_name: requiredText('Client last name', 120, 'name'),
    client_email: emailSchema,
    client_phone: phoneSchema,
    client_role: z.enum(CLIENT_ROLES, { error: 'Please choose the client role' }),
    client_role_specify: optionalText('Client role', 80, 'plain'),
  })
  .check(
    z.refine((client) => client.client_role !== 'Other' || client.client_role_specify.length > 0, {
      message: 'Please specify the client role',
      path: ['client_role_specify'],
    }),
  );

/** Step 5 (POST /api/agent-info). */
export const agentInfoSchema = z.object({
  agent_first_name: requiredText('Agent first name', 120, 'name'),
  agent_last_name: requiredText('Agent last name', 120, 'name'),
  agent_email: emailSchema,
  agent_phone: phoneSchema,
});

/**
 * Step 6 (POST /api/date-selection): exactly three different dates, and the contract's optional
 * effective date and option period, both or neither (shared/option-period.ts, D-230).
 */
export const dateSelectionSchema = z
  .object({
    selected_dates: z.array(z.iso.date(), { error: bookingMessages.threeDates }).check(
      z.length(3, bookingMessages.threeDates),
      z.refine((dates) => new Set(dates).size === 3, bookingMessages.threeDates),
    ),
    ...optionPeriodFields,
  })
  .check(...optionPeriodChecks);

export const stepBackSchema = z.object({
  target_step: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(WIZARD_STEPS)),
});

/** Step 7 (POST /api/book): the 11 agreement boxes are checked in the browser; the server needs the confirmation. */
export const bookSchema = z.object({ confirm: z.literal(true, { error: bookingMessages.agreeAll }) });

/** The 11 statements the agent agrees to on step 7 (product/portal.md §5). */
export const AGREEMENT_TERMS = [
  'I am authorized to order this inspection on behalf of my client.',
  'My client agrees to be contacted by email and text message about this inspection.',
  'My client will sign the service agreement before the inspection starts.',
  'The property will be accessible, with utilities on, at the scheduled time.',
  'Pets will be secured and attics, crawl spaces and panels will be reachable.',
  'The final date and 5-hour window are set by the inspector from the three dates chosen.',
  'Cancelling or rescheduling needs at least 48 hours notice.',
  'The inspection is visual and non-invasive and follows the Texas Real Estate Commission standards.',
  'The report is released once the inspection fee is paid.',
  'The price quoted is fixed when the order is submitted.',
  'I have read the privacy policy and the terms of service.',
] as const;

/** Admin-editable settings, with the defaults of product/rules.md. */
export const pricingSchema = z.object({
  base_price: z.number().check(z.int(), z.minimum(0), z.maximum(10_000)),
  base_sqft: z.number().check(z.int(), z.minimum(0), z.maximum(20_000)),
  step_sqft: z.number().check(z.int(), z.minimum(1), z.maximum(5_000)),
  step_price: z.number().check(z.int(), z.minimum(0), z.maximum(1_000)),
  bath_threshold: z.number().check(z.int(), z.minimum(0), z.maximum(20)),
  bath_price: z.number().check(z.int(), z.minimum(0), z.maximum(1_000)),
  multi_family_price: z.number().check(z.int(), z.minimum(0), z.maximum(5_000)),
  new_construction_price: z.number().check(z.int(), z.minimum(0), z.maximum(5_000)),
});

export type Pricing = z.infer<typeof pricingSchema>;

export const DEFAULT_PRICING: Pricing = {
  base_price: 375,
  base_sqft: 2000,
  step_sqft: 500,
  step_price: 50,
  bath_threshold: 3,
  bath_price: 25,
  multi_family_price: 100,
  new_construction_price: 50,
};

export interface QuoteInput {
  sqft: number;
  baths: number;
  property_type?: string;
  new_construction?: 'yes' | 'no';
}

export interface Quote {
  total: number;
  lines: { label: string; amount: number }[];
}

/** product/rules.md "Prices and capacity": the one price rule; the server's answer is the price. */
export function quotePrice(pricing: Pricing, input: QuoteInput): Quote {
  const lines = [{ label: `Base inspection up to ${pricing.base_sqft.toLocaleString('en-US')} sq ft`, amount: pricing.base_price }];
  const extraSqft = Math.max(0, input.sqft - pricing.base_sqft);
  const steps = Math.ceil(extraSqft / pricing.step_sqft);
  if (steps > 0) lines.push({ label: `${steps} × ${pricing.step_sqft} sq ft above ${pricing.base_sqft}`, amount: steps * pricing.step_price });
  const extraBaths = Math.max(0, input.baths - pricing.bath_threshold);
  if (extraBaths > 0) lines.push({ label: `${extraBaths} bathroom(s) above ${pricing.bath_threshold}`, amount: extraBaths * pricing.bath_price });
  if (input.property_type === 'Multi-Family') lines.push({ label: 'Multi-Family', amount: pricing.multi_family_price });
  if (input.new_construction === 'yes') lines.push({ label: 'New construction', amount: pricing.new_construction_price });
  return { total: lines.reduce((sum, line) => sum + line.amount, 0), lines };
}

// Replies of the wizard's calls (product/portal.md §7), parsed by the page with these schemas.

export const priceLineSchema = z.object({ label: z.string(), amount: z.number() });

export const quoteReplySchema = z.object({ quote: z.number(), lines: z.array(priceLineSchema) });
export type QuoteReply = z.infer<typeof quoteReplySchema>;

export const availableDatesReplySchema = z.object({
  success: z.boolean(),
  dates: z.array(z.object({ date: z.string(), available: z.boolean() })),
});
export type AvailableDatesReply = z.infer<typeof availableDatesReplySchema>;

/** GET /api/booking-progress: `has_progress` plus the draft fields (product/portal.md §3), all optional. */
export const bookingProgressSchema = z.object({
  has_progress: z.boolean(),
  step: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(WIZARD_STEPS)), 1),
  new_construction: z.optional(z.enum(['yes', 'no'])),
  address1: z.optional(z.string()),
  address2: z.optional(z.string()),
  city: z.optional(z.string()),
  state: z.optional(z.string()),
  zip_code: z.optional(z.string()),
  has_property_image: z.optional(z.boolean()),
  property_type: z.optional(z.enum(PROPERTY_TYPES)),
  square_footage: z.optional(z.number()),
  number_beds: z.optional(z.number()),
  number_baths: z.optional(z.number()),
  quote_accepted: z.optional(z.boolean()),
  total_price: z.optional(z.number()),
  price_lines: z.optional(z.array(priceLineSchema)),
  client_first_name: z.optional(z.string()),
  client_last_name: z.optional(z.string()),
  client_email: z.optional(z.string()),
  client_phone: z.optional(z.string()),
  client_role: z.optional(z.enum(CLIENT_ROLES)),
  client_role_specify: z.optional(z.string()),
  agent_first_name: z.optional(z.string()),
  agent_last_name: z.optional(z.string()),
  agent_email: z.optional(z.string()),
  agent_phone: z.optional(z.string()),
  selected_dates: z.optional(z.array(z.string())),
  contract_effective_date: z.optional(z.string()),
  option_period_days: z.optional(z.number()),
  date_1: z.optional(z.string()),
  date_2: z.optional(z.string()),
  date_3: z.optional(z.string()),
});
export type BookingProgress = z.infer<typeof bookingProgressSchema>;

export const bookReplySchema = z.object({
  booking: z.object({ id: z.string(), property_address: z.string(), client_name: z.string(), total_price: z.number() }),
});
export type BookReply = z.infer<typeof bookReplySchema>;
