import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getProgress } from '#functions/booking/get-booking-progress.js';
import { handler as postAgentInfo } from '#functions/booking/post-agent-info.js';
import { handler as postClientInfo } from '#functions/booking/post-client-info.js';
import { handler as postDateSelection } from '#functions/booking/post-date-selection.js';
import { handler as postPropertyDetails } from '#functions/booking/post-property-details.js';
import { handler as postPropertyInfo } from '#functions/booking/post-property-info.js';
import { handler as postQuote } from '#functions/booking/post-quote.js';
import { handler as postQuoteAccepted } from '#functions/booking/post-quote-accepted.js';
import { handler as postStepBack } from '#functions/booking/post-step-back.js';
import { bookingMessages } from '#shared/booking.js';
import { phoneMessages } from '#shared/phone.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { agentInfo, clientInfo, fillDraft, post, propertyDetails, propertyInfo } from './steps.js';

beforeAll(provisionTestTable);

const progress = async (token: string) => (await call(getProgress, 'GET /api/booking-progress', { token })).json;

describe('each step checks its fields with the shared schemas', () => {
  it('refuses a property without address or with a bad ZIP code', async () => {
    const { token } = await makeUser();
    const noAddress = await post(postPropertyInfo, '/api/property-info', token, { ...propertyInfo, address1: ' ' });
    expect(noAddress).toMatchObject({ status: 400, json: { error: 'Address is required' } });
    const badZip = await post(postPropertyInfo, '/api/property-info', token, { ...propertyInfo, zip_code: '7700' });
    expect(badZip.json.error).toBe('Please enter a valid ZIP code');
  });

  it('keeps the sliders within their limits', async () => {
    const { token } = await makeUser();
    const tooBig = await post(postPropertyDetails, '/api/property-details', token, { ...propertyDetails, square_footage: 9000 });
    expect(tooBig.status).toBe(400);
    const noType = await post(postPropertyDetails, '/api/property-details', token, { ...propertyDetails, property_type: 'Castle' });
    expect(noType.json.error).toBe('Please choose the property type');
  });

  it('needs the client phone and, for Other, the role', async () => {
    const { token } = await makeUser();
    expect((await post(postClientInfo, '/api/client-info', token, { ...clientInfo, client_phone: '' })).json.error).toBe(phoneMessages.required);
    const other = await post(postClientInfo, '/api/client-info', token, { ...clientInfo, client_role: 'Other' });
    expect(other.json.error).toBe('Please specify the client role');
    expect((await post(postClientInfo, '/api/client-info', token, clientInfo)).json).toEqual({ success: true });
  });

  it('needs the agent fields', async () => {
    const { token } = await makeUser();
    const answer = await post(postAgentInfo, '/api/agent-info', token, { ...agentInfo, agent_first_name: '' });
    expect(answer.json.error).toBe('Agent first name is required');
  });

  it('needs exactly three different dates, each still open', async () => {
    const { token } = await makeUser();
    const two = await post(postDateSelection, '/api/date-selection', token, { selected_dates: ['2030-01-02', '2030-01-03'] });
    expect(two).toMatchObject({ status: 400, json: { error: bookingMessages.threeDates } });
    const past = await post(postDateSelection, '/api/date-selection', token, { selected_dates: ['2020-01-02', '2020-01-03', '2020-01-04'] });
    expect(past).toMatchObject({ status: 409, json: { error: bookingMessages.dateFull } });
  });
});

describe('POST /api/quote', () => {
  it('prices the sizes asked with the type and new construction saved in the draft', async () => {
    const { token } = await makeUser();
    await post(postPropertyInfo, '/api/property-info', token, { ...propertyInfo, new_construction: 'yes' });
    await post(postPropertyDetails, '/api/property-details', token, { ...propertyDetails, property_type: 'Multi-Family' });
    const answer = await post(postQuote, '/api/quote', token, { sqft: 2600, beds: 4, baths: 4 });
    // 375 base + 2 × 50 (2,600 sq ft) + 25 (4th bath) + 100 Multi-Family + 50 new construction
    expect(answer.json.quote).toBe(650);
    expect(answer.json.lines.map((line: { label: string }) => line.label)).toContain('New construction');
  });

  it('freezes the draft\'s price when accepted, and a price change needs a new acceptance', async () => {
    const { token } = await makeUser();
    expect((await post(postQuoteAccepted, '/api/quote-accepted', token, { quote_accepted: true })).json.error).toBe(bookingMessages.quoteFirst);
    await fillDraft(token, 3);
    expect(await progress(token)).toMatchObject({ step: 4, quote_accepted: true, total_price: 500 });
    await post(postPropertyDetails, '/api/property-details', token, { ...propertyDetails, square_footage: 3000 });
    expect(await progress(token)).toMatchObject({ step: 3, quote_accepted: false });
  });
});

describe('resuming the wizard', () => {
  it('answers no progress for a new agent', async () => {
    const { token } = await makeUser();
    expect(await progress(token)).toEqual({ has_progress: false, step: 1 });
  });

  it('gives back the saved fields and the step reached', async () => {
    const { token } = await makeUser();
    const dates = await fillDraft(token, 6);
    const saved = await progress(token);
    expect(saved).toMatchObject({ has_progress: true, step: 7, state: 'TX', client_first_name: 'Dana', date_1: dates[0], date_3: dates[2] });
    expect(saved).not.toHaveProperty('pk');
    expect(saved).not.toHaveProperty('property_image_key');
  });

  it('records the step gone back to, never forward', async () => {
    const { token } = await makeUser();
    await fillDraft(token, 4);
    expect((await post(postStepBack, '/api/step-back', token, { target_step: 2 })).json).toEqual({ success: true, step: 2 });
    expect((await progress(token)).step).toBe(2);
    expect((await post(postStepBack, '/api/step-back', token, { target_step: 6 })).json.step).toBe(2);
  });

  it('keeps drafts per agent: another agent neither sees nor changes mine', async () => {
    const { token } = await makeUser();
    const { token: other } = await makeUser();
    await fillDraft(token, 4);
    expect((await progress(other)).has_progress).toBe(false);
    await post(postPropertyInfo, '/api/property-info', other, { ...propertyInfo, address1: '9 Other St' });
    expect(await progress(token)).toMatchObject({ address1: '1200 Heights Blvd', step: 5 });
  });
});
