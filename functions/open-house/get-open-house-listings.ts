import { listingsQuerySchema } from '#shared/open-house.js';
import { defineHandler } from '../http/handler.js';
import { listListings } from './listings.js';

/** GET /api/open-house/listings?date=YYYY-MM-DD: that date's listings, for the browser. */
export const handler = defineHandler({
  access: 'admin',
  query: listingsQuerySchema,
  run: async ({ query, deps }) => listListings(deps, query.date),
});
