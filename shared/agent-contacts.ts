import * as z from './zod.js';
import { emailSchema } from './account.js';
import { cursorQuerySchema, nextCursorSchema, pageQuerySchema } from './pages.js';
import { phoneSchema } from './phone.js';
import { calendarDateSchema } from './settings.js';
import { clockTimeSchema } from './times.js';

// Agent contacts (product/outreach.md §2 /agent-contacts, §3, §4, §5, §7 "Agent contacts", §8,
// §9; product/rules.md "Agent contacts"): the business's log of open-house visits and events with
// agents, its follow-ups, and the orders that follow.

/** product/outreach.md §9, in its order; the event picker leaves out open_house. */
export const MEETING_TYPES = [
  'open_house',
  'breakfast',
  'networking',
  'office_visit',
  'lunch_meeting',
  'conference',
  'text_message',
  'phone_call',
  'email',
  'linkedin',
  'other',
] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];
export const EVENT_TYPES = MEETING_TYPES.filter((type) => type !== 'open_house');

export const MEETING_TYPE_LABELS: Record<MeetingType, string> = {
  open_house: 'Open house',
  breakfast: 'Breakfast',
  networking: 'Networking',
  office_visit: 'Office visit',
  lunch_meeting: 'Lunch meeting',
  conference: 'Conference',
  text_message: 'Text message',
  phone_call: 'Phone call',
  email: 'Email',
  linkedin: 'LinkedIn',
  other: 'Other',
};

/** product/outreach.md §9 "Event-name quick picks". */
export const EVENT_QUICK_PICKS = ['Realtor Breakfast', 'Realtor Meetup', 'Office Visits', 'Real Estate Conference', 'Training Event'] as const;

/** product/outreach.md §5: the contact when nobody was met. */
export const UNKNOWN_LICENSE = 'unknown';
export const NO_AGENT_NAME = 'No agent present';
export const CONTACT_TYPES = ['agent', 'broker', 'other'] as const;

/** product/outreach.md §9. */
export const RECENT_CONTACTS = 5;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_BLUR_CLOSE_MS = 150;
export const SEARCH_RESULTS = 10;
/** The home's "ordered since" window (issue 12 point 6). */
export const ORDERED_WINDOW_DAYS = 90;

export const contactMessages = {
  selectEvent: 'Please select event type and enter event name',
  selectAgent: 'Please select an agent first',
  typeMore: 'Type at least 2 characters to search...',
  noOpenHouses: (date: string) => `No open houses found for ${date}`,
  fetchOpenHousesFailed: 'Failed to fetch open houses',
  saveFailed: 'Failed to save contact',
  noData: 'No data to export',
  noContacts: 'No contacts found',
  futureDate: 'The contact date cannot be after today.',
  time: 'Enter the time as 6:00 PM or 18:00.',
  chooseHouse: 'Choose the open house you visited.',
  license: 'Enter a licence number of at most 20 letters, digits or dashes.',
  name: 'Enter the agent’s name (at most 120 characters).',
  notes: 'Notes can be at most 2,000 characters.',
  location: 'The location can be at most 200 characters.',
  notFound: 'Contact not found',
  alreadyComplete: 'This follow-up is already complete, or none was needed.',
  searchQuery: 'Type at least 2 characters to search...',
  range: 'The start date must be on or before the end date.',
  agentNotFound: 'That registered agent was not found. Search for the agent again.',
} as const;

const trimmed = (max: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.maxLength(max, message));
/** A field the contact's reply shows as null: a client that sends the contact back whole sends null for it (D-211). */
const nullable = <T extends z.core.SomeType>(schema: T) => z.preprocess((value) => (value === null ? undefined : value), z.optional(schema));
const optionalText = (max: number, message: string) =>
  z.pipe(nullable(trimmed(max, message)), z.transform((value) => (value ? value : undefined)));

/**
 * POST /api/agent-contacts: product/outreach.md §3 "Agent contact" without its id and completion, as
 * the spec's client sends it (D-211): nothing the spec's contact lacks is required. The date and
 * time default to the business's now (§9), a time is taken as people write it (`2:30 PM`, `14:30`),
 * a null licence (an agent search result without one) is `unknown`. An open house needs its MLS
 * number; its date defaults to the contact's. The event name is kept when sent (the location
 * falls back to it, §5); the event logger's "type and name" rule is the page's, not the API's.
 * Beside the spec's fields: `agent_id`, the registered agent met (from the agent search, which
 * gives it for agents who gave no licence number), and, when a card was exchanged, the agent's
 * phone and email, by which a registered agent is also matched (product/rules.md).
 * "Not after today" needs the business's today, so the rule checks it (checkContactDate).
 */
export const contactRequestSchema = z
  .object({
    contact_date: z.optional(calendarDateSchema),
    contact_time: z.optional(clockTimeSchema(contactMessages.time)),
    contact_license_number: z._default(
      nullable(z.string({ error: contactMessages.license }).check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,20}$/, contactMessages.license))),
      UNKNOWN_LICENSE,
    ),
    contact_name: z._default(
      z.optional(trimmed(120, contactMessages.name).check(z.minLength(1, contactMessages.name))),
      NO_AGENT_NAME,
    ),
    contact_type: z._default(z.optional(z.enum(CONTACT_TYPES)), 'agent'),
    meeting_type: z.enum(MEETING_TYPES, { error: contactMessages.selectEvent }),
    event_name: optionalText(120, contactMessages.selectEvent),
    location: optionalText(200, contactMessages.location),
    open_house_mls_number: optionalText(30, contactMessages.chooseHouse),
    open_house_date: nullable(calendarDateSchema),
    expected_agent_name: optionalText(120, contactMessages.name),
    was_expected_agent: z._default(z.optional(z.boolean()), false),
    notes: z._default(z.optional(trimmed(2000, contactMessages.notes)), ''),
    gave_materials: z._default(z.optional(z.boolean()), false),
    exchanged_cards: z._default(z.optional(z.boolean()), false),
    follow_up_needed: z._default(z.optional(z.boolean()), false),
    contact_phone: nullable(phoneSchema),
    contact_email: nullable(emailSchema),
    agent_id: z.optional(z.nullable(z.uuid(contactMessages.agentNotFound))),
  })
  .check(
    z.superRefine((contact, ctx) => {
      if (contact.meeting_type === 'open_house' && !contact.open_house_mls_number) {
        ctx.addIssue({ code: 'custom', path: ['open_house_mls_number'], message: contactMessages.chooseHouse });
      }
    }),
  );
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type NewContact = z.output<typeof contactRequestSchema>;

/** product/outreach.md §4: the date cannot be after today (the business's today). */
export const checkContactDate = (date: string, today: string) => (date > today ? contactMessages.futureDate : null);

/** product/outreach.md §3 "Agent contact", with who logged it and when. */
export const contactSchema = z.object({
  id: z.string(),
  contact_date: z.string(),
  contact_time: z.string(),
  contact_license_number: z.string(),
  contact_name: z.string(),
  contact_type: z.string(),
  meeting_type: z.enum(MEETING_TYPES),
  event_name: z.nullable(z.string()),
  location: z.nullable(z.string()),
  open_house_mls_number: z.nullable(z.string()),
  open_house_date: z.nullable(z.string()),
  expected_agent_name: z.nullable(z.string()),
  was_expected_agent: z.boolean(),
  notes: z.string(),
  gave_materials: z.boolean(),
  exchanged_cards: z.boolean(),
  follow_up_needed: z.boolean(),
  follow_up_completed: z.boolean(),
  contact_phone: z.nullable(z.string()),
  contact_email: z.nullable(z.string()),
  /** The registered agent met, when the logger chose one from the agent search (D-211). */
  agent_id: z.nullable(z.string()),
  logged_by: z.string(),
  logged_by_name: z.string(),
  created_at: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/**
 * The timeline a contact belongs to: its licence number, or, for a registered agent who gave
 * none, the agent's id (D-211); `unknown` when nobody was met. Licences are at most 20
 * characters and ids are UUIDs, so the two never meet.
 */
export const historyKeyOf = (contact: Pick<Contact, 'contact_license_number' | 'agent_id'>) =>
  contact.contact_license_number === UNKNOWN_LICENSE && contact.agent_id ? contact.agent_id : contact.contact_license_number;

export const contactReplySchema = z.object({ success: z.literal(true), contact: contactSchema });

/** GET /api/agent-contacts: product/outreach.md §9 date filters (the browser turns "past week" into a range), type, open follow-ups, a page. */
export const contactsQuerySchema = z
  .object({
    from: z.optional(calendarDateSchema),
    to: z.optional(calendarDateSchema),
    meeting_type: z.optional(z.enum(MEETING_TYPES)),
    follow_up: z.optional(z.enum(['open'])),
    // Paged (issue 16 point 6, D-184): 25 a page unless asked, at most 100; the cursor from next_cursor.
    limit: pageQuerySchema.shape.limit,
    cursor: pageQuerySchema.shape.cursor,
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: contactMessages.range,
      path: ['from'],
    }),
  );
export type ContactsQuery = z.output<typeof contactsQuerySchema>;

export const contactsReplySchema = z.object({ success: z.literal(true), contacts: z.array(contactSchema), next_cursor: nextCursorSchema });

/** PUT /api/agent-contacts/{id}: the one change the spec makes, marking a follow-up complete. */
export const completeRequestSchema = z.object({ follow_up_completed: z.literal(true, { error: 'Send follow_up_completed: true.' }) });
export const contactIdSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

/** product/outreach.md §3 "Contact stats", with the orders that follow (issue 12 point 6). */
export const statsReplySchema = z.object({
  success: z.literal(true),
  this_month_contacts: z.number(),
  this_month_breakdown: z.object({ open_house: z.number() }),
  materials_given_this_month: z.number(),
  follow_ups_needed: z.number(),
  agents_contacted_90_days: z.number(),
  agents_ordered_since_contact: z.number(),
});
export type ContactStats = z.infer<typeof statsReplySchema>;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: contactMessages.searchQuery })
    .check(
      z.trim(),
      z.minLength(SEARCH_MIN_CHARS, contactMessages.searchQuery),
      z.maxLength(80, contactMessages.searchQuery),
    ),
});

/**
 * product/outreach.md §3 "Agent search result", with where it came from. A registered agent is
 * type `agent`, with the licence number it gave or null, and its `agent_id`, which a contact
 * names so the agent's history finds it without a licence (D-211).
 */
export const agentResultSchema = z.object({
  full_name: z.string(),
  type: z.string(),
  license_number: z.nullable(z.string()),
  source: z.optional(z.enum(['licensee', 'agent'])),
  agent_id: z.optional(z.nullable(z.string())),
});
export type AgentResult = z.infer<typeof agentResultSchema>;
export const searchReplySchema = z.array(agentResultSchema);

/** Where a search result's timeline is: its licence, or the registered agent's id without one (D-211). */
export const resultKeyOf = (agent: Pick<AgentResult, 'license_number' | 'agent_id'>) => agent.license_number ?? agent.agent_id ?? UNKNOWN_LICENSE;

/** "licence 0612001", or that the agent gave none; capitalised to start a line. */
export function licenceLabel(licence: string | null, isLineStart = false): string {
  const label = licence ? `licence ${licence}` : 'no licence number';
  return isLineStart ? label.charAt(0).toUpperCase() + label.slice(1) : label;
}

/**
 * GET todays-open-houses (product/outreach.md §7): the date (today by default), a page of its houses by
 * start time (D-201), or with `mls` that one house only (the logger arriving with a house chosen).
 */
export const todaysQuerySchema = z.extend(cursorQuerySchema, {
  date: z.optional(calendarDateSchema),
  mls: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{1,30}$/, 'Choose an open house by its MLS number.'))),
});

/** product/outreach.md §3 "Today's open-house listing", with its date and window. */
export const todaysListingSchema = z.object({
  agent_name: z.string(),
  price: z.nullable(z.number()),
  address: z.string(),
  open_house_time: z.string(),
  mls_number: z.string(),
  open_house_date: z.string(),
});
export type TodaysListing = z.infer<typeof todaysListingSchema>;
export const todaysReplySchema = z.object({ success: z.literal(true), date: z.string(), listings: z.array(todaysListingSchema), next_cursor: nextCursorSchema });

/** A registered agent's account id (a UUID): the history of an agent who gave no licence number. */
export const AGENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The timeline's key: a licence number (at most 20 characters), or a registered agent's id (D-211). */
export const historyParamsSchema = z.object({
  licenseNumber: z.string().check(
    z.trim(),
    z.refine((key) => /^[A-Za-z0-9-]{1,20}$/.test(key) || AGENT_ID.test(key), contactMessages.license),
  ),
});

/** An order of the agent's, placed in the timeline between the contacts (issue 12 point 6). */
export const timelineOrderSchema = z.object({
  id: z.string(),
  submitted_at: z.string(),
  order_date: z.string(),
  property_address: z.string(),
  is_after_first_contact: z.boolean(),
});
export type TimelineOrder = z.infer<typeof timelineOrderSchema>;

export const agentInfoSchema = z.object({
  /** null for a registered agent without a licence number, whose timeline is read by its id. */
  license_number: z.nullable(z.string()),
  full_name: z.string(),
  type: z.nullable(z.string()),
  /** The registered agent the contacts name (D-211), else matched by licence, then phone or email (product/rules.md), or null. */
  registered_agent: z.nullable(
    z.object({ name: z.string(), company: z.string(), matched_by: z.enum(['account', 'license', 'phone', 'email']) }),
  ),
  contact_count: z.number(),
  order_count: z.number(),
});
export type AgentInfo = z.infer<typeof agentInfoSchema>;

export const historyReplySchema = z.object({
  success: z.literal(true),
  agent_info: agentInfoSchema,
  contacts: z.array(contactSchema),
  orders: z.array(timelineOrderSchema),
  next_cursor: nextCursorSchema,
});
export type HistoryReply = z.infer<typeof historyReplySchema>;
