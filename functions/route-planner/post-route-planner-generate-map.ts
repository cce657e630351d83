import { generateMapRequestSchema } from '#shared/route-planner.js';
import { defineHandler, Reply } from '../http/handler.js';
import { readMapAssets } from './map-assets.js';
import { renderRouteMap } from './route-map.js';

/** POST /api/route-planner/generate-map {route, summary, date}: a self-contained HTML map the page opens in a new tab. */
export const handler = defineHandler({
  access: 'admin',
  body: generateMapRequestSchema,
  run: async ({ body }) =>
    Reply.file(renderRouteMap(body, readMapAssets()), 'text/html; charset=utf-8', { 'content-disposition': `inline; filename="route-${body.date}.html"` }),
});
