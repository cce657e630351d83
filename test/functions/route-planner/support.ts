import { putContact as putStoredContact } from '#functions/data/agent-contacts.js';
import { sampleContact } from '#test/support/agent-contacts.js';
import { getDeps } from '#functions/deps.js';
import { handler as importHandler } from '#functions/open-house/post-open-house-import.js';
import { handler as optimizeHandler } from '#functions/route-planner/post-route-planner-optimize.js';
import { optimizeReplySchema, type OptimizeRequest } from '#shared/route-planner.js';
import { sameSite } from '#test/support/accounts.js';
import { call } from '#test/support/api.js';
import { dayAhead, importItem, newMls } from '#test/functions/open-house/support.js';

// Open-house days for the planner, imported through the product's own import (as an
// admin would on /open-house-upload), each on its own date so the tests do not meet.

let nextDay = 20;

/** A date with no listings yet, and how the MLS writes it. */
export const freshDay = () => dayAhead(nextDay++);

export interface HouseSpec {
  hours: string;
  lat?: number | null;
  lng?: number | null;
  agentId?: string;
  address?: string;
}

/** Imports one house per spec on `day`; answers their MLS numbers in the same order. */
export async function importDay(token: string, day: { written: string }, houses: HouseSpec[]): Promise<string[]> {
  const items = houses.map((house, index) =>
    importItem({
      mls: newMls(),
      openHouse: `${day.written} ${house.hours}`,
      lat: house.lat === undefined ? 29.76 + index * 0.01 : house.lat,
      lng: house.lng === undefined ? -95.37 - index * 0.01 : house.lng,
      agentId: house.agentId ?? `AG${index}`,
      agentName: `Agent ${house.agentId ?? index}`,
      address: house.address ?? `${100 + index} Main St, Houston, TX 77002`,
    }),
  );
  const reply = await call(importHandler, 'POST /api/open-house/import', { body: { json_data: items, override_date: null }, token, headers: sameSite });
  if (reply.status !== 200) throw new Error(`import failed: ${JSON.stringify(reply.json)}`);
  return items.map((item) => String(item.mls));
}

export async function optimize(token: string, body: Partial<Record<keyof OptimizeRequest, unknown>>) {
  const reply = await call(optimizeHandler, 'POST /api/route-planner/optimize', { body, token, headers: sameSite });
  return { status: reply.status, json: reply.json, plan: reply.status === 200 ? optimizeReplySchema.parse(reply.json) : undefined };
}

/** An open-house contact as the agent-contacts module stores it (its own data function; a future date is the seed's business). */
export async function putContact(ownerId: string, date: string, mls: string) {
  await putStoredContact(
    getDeps().db,
    sampleContact({
      id: `contact-${date}-${mls}-${ownerId}`,
      contact_date: date,
      contact_time: '10:30',
      contact_license_number: 'unknown',
      contact_name: 'No agent present',
      meeting_type: 'open_house',
      event_name: null,
      location: null,
      open_house_mls_number: mls,
      open_house_date: date,
      logged_by: ownerId,
    }),
  );
}
