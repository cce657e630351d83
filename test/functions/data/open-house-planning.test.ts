import { describe, expect, it } from 'vitest';
import { planningOf, readPlanning } from '#functions/data/open-house.js';
import type { Listing } from '#shared/open-house.js';

// A listing's planning fields, stored again in one attribute for the re-plan's read (D-235).

const listing: Listing = {
  mls_number: '12345678',
  open_house_date: '2026-12-05',
  start_time: '13:00',
  end_time: '15:00',
  open_house_text: 'Sat 12/5 1-3PM',
  agent_name: 'Ana "Quote" | Pipe',
  agent_id: null,
  broker_name: null,
  price: 350000,
  beds: 3,
  baths: 2,
  sqft: 1800,
  address: '1412 Harvard St, Houston, TX 77008',
  lat: 29.8,
  lng: -95.4,
  detail_link: null,
  days_on_market: 4,
  is_gated: false,
  routable: true,
};

describe('the planning fields of a listing', () => {
  it('read back exactly the listing’s own, whatever its agent’s name holds', () => {
    expect(readPlanning(planningOf(listing))).toEqual({
      mls_number: '12345678',
      start_time: '13:00',
      end_time: '15:00',
      lat: 29.8,
      lng: -95.4,
      routable: true,
      agent_id: null,
      agent_name: 'Ana "Quote" | Pipe',
      address: '1412 Harvard St, Houston, TX 77008',
    });
    expect(readPlanning(planningOf({ ...listing, lat: null, lng: null, routable: false, agent_id: 'AG1' }))).toMatchObject({ lat: null, lng: null, routable: false, agent_id: 'AG1' });
  });

  it('are none when missing or not as stored, so the day is read in full', () => {
    for (const stored of [undefined, null, 42, '', 'not json', '[]', '{"mls_number":"1"}', JSON.stringify(['1', '13:00', '15:00', 'north', -95.4, true, null, 'A', 'B St']), JSON.stringify(['1', '13:00', '15:00', 29.8, -95.4, true, null, 'A'])]) {
      expect(readPlanning(stored), String(stored)).toBeUndefined();
    }
  });
});
