import { listingsQuerySchema } from '#shared/open-house.js';
import { defineHandler } from '../http/handler.js';
import { listListings } from './open-house.js';

/** GET /api/open-house/listings?date=YYYY-MM-DD&cursor&limit&min_price&max_price&min_beds&open_at: a page of that date's listings (D-201). */
export const handler = defineHandler({
  access: 'admin',
  query: listingsQuerySchema,
  run: async ({ query, deps }) => listListings(deps, query),
});
