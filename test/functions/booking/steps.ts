import { handler as postAgentInfo } from '#functions/booking/post-agent-info.js';
import { handler as postClientInfo } from '#functions/booking/post-client-info.js';
import { handler as getAvailableDates } from '#functions/booking/get-available-dates.js';
import { handler as postDateSelection } from '#functions/booking/post-date-selection.js';
import { handler as postPropertyDetails } from '#functions/booking/post-property-details.js';
import { handler as postPropertyInfo } from '#functions/booking/post-property-info.js';
import { handler as postQuoteAccepted } from '#functions/booking/post-quote-accepted.js';
import { sameSite } from '#test/support/accounts.js';
import { call } from '#test/support/api.js';

// The wizard's steps with valid fields, for tests that need a draft at some step.

export const propertyInfo = { new_construction: 'no', address1: '1200 Heights Blvd', address2: '', city: 'Houston', state: 'tx', zip_code: '77008' };
export const propertyDetails = { property_type: 'Single Family', square_footage: 2600, number_beds: 4, number_baths: 4 };
export const clientInfo = {
  client_first_name: 'Dana',
  client_last_name: 'Buyer',
  client_email: 'dana.buyer@example.com',
  client_phone: '(713) 555-0199',
  client_role: 'Buyer',
  client_role_specify: '',
};
export const agentInfo = { agent_first_name: 'Alex', agent_last_name: 'Rivera', agent_email: 'alex.order@example.com', agent_phone: '7135550111' };

export const post = (handler: Parameters<typeof call>[0], route: string, token: string, body: unknown) =>
  call(handler, `POST ${route}`, { body, token, headers: sameSite });

/** Saves steps 1 to `upTo` (1–6) for the agent with `token`. */
export async function fillDraft(token: string, upTo = 6): Promise<string[]> {
  if (upTo >= 1) await post(postPropertyInfo, '/api/property-info', token, propertyInfo);
  if (upTo >= 2) await post(postPropertyDetails, '/api/property-details', token, propertyDetails);
  if (upTo >= 3) await post(postQuoteAccepted, '/api/quote-accepted', token, { quote_accepted: true });
  if (upTo >= 4) await post(postClientInfo, '/api/client-info', token, clientInfo);
  if (upTo >= 5) await post(postAgentInfo, '/api/agent-info', token, agentInfo);
  if (upTo < 6) return [];
  const days = (await call(getAvailableDates, 'GET /api/available-dates', { token })).json.dates as { date: string; available: boolean }[];
  const dates = days.filter((day) => day.available).slice(0, 3).map((day) => day.date);
  const saved = await post(postDateSelection, '/api/date-selection', token, { selected_dates: dates });
  if (saved.status !== 200) throw new Error(`date-selection: ${JSON.stringify(saved.json)}`);
  return dates;
}
