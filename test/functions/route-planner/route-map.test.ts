import { beforeAll, describe, expect, it } from 'vitest';
import { handler as mapHandler } from '#functions/route-planner/post-route-planner-generate-map.js';
import { MAP_SCRIPT, mapScriptHashes, readMapAssets } from '#functions/route-planner/map-assets.js';
import { contentSecurityPolicy } from '#infra/security-headers.js';
import { routeMessages, type OptimizeReply } from '#shared/route-planner.js';
import { sameSite } from '#test/support/accounts.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { freshDay, importDay, optimize } from './support.js';

let admin = '';
let planned: OptimizeReply & { date: string };
const hostile = `<img src=x onerror=alert(1)></script><script>alert(2)</script> & "quoted" 'single'`;

beforeAll(async () => {
  await provisionTestTable();
  admin = (await makeUser({ is_admin: true })).token;
  const day = freshDay();
  await importDay(admin, day, [{ hours: '10AM-12PM', address: hostile }, { hours: '1-3PM' }]);
  planned = { ...(await optimize(admin, { date: day.date, start_point: { latitude: 29.8, longitude: -95.4, label: '<b>Office</b>' } })).plan!, date: day.date };
});

const generate = (token: string, payload: unknown) => call(mapHandler, 'POST /api/route-planner/generate-map', { body: payload, token, headers: sameSite });

describe('POST /api/route-planner/generate-map', () => {
  it('answers one self-contained HTML page: Leaflet inlined, OpenStreetMap tiles, every stop and window', async () => {
    const reply = await generate(admin, { route: planned.route, summary: planned.summary, date: planned.date });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = String(reply.raw.body);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain(readMapAssets().leafletJs);
    expect(html).toContain(readMapAssets().leafletCss);
    expect(html).toContain('tile.openstreetmap.org');
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=/);
    expect(html).toContain(`<script>${MAP_SCRIPT}</script>`);
    for (const stop of planned.route) expect(html).toContain(stop.latitude.toString());
    expect(html).toContain('Open 10:00 AM to 12:00 PM');
  });

  it('escapes every listing field: a hostile address stays text in the list and in the data block', async () => {
    const html = String((await generate(admin, { route: planned.route, summary: planned.summary, date: planned.date })).raw.body);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert(2)');
    expect(html).not.toContain('<b>Office</b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const data = /<script type="application\/json" id="route-data">(.*?)<\/script>/s.exec(html)![1]!;
    expect(data).not.toMatch(/[<>]/);
    expect(JSON.parse(data).stops.map((stop: { address: string }) => stop.address)).toContain(hostile);
    // Exactly the three blocks we wrote: the data, Leaflet and the drawing script.
    expect(html.match(/<script/g)).toHaveLength(3);
  });

  it('is allowed by the site’s Content-Security-Policy, which a Blob URL page inherits', () => {
    const policy = contentSecurityPolicy();
    for (const hash of mapScriptHashes()) expect(policy).toContain(hash);
    expect(policy).not.toContain("'unsafe-inline' 'sha");
  });

  it('refuses no route with the spec’s message, and bad input', async () => {
    expect(await generate(admin, { route: [], summary: planned.summary, date: planned.date })).toMatchObject({ status: 400, json: { error: routeMessages.noRouteToMap } });
    expect(await generate(admin, { summary: planned.summary, date: planned.date })).toMatchObject({ status: 400, json: { error: routeMessages.noRouteToMap } });
    expect((await generate(admin, { route: planned.route, date: planned.date })).status).toBe(400);
    expect((await generate(admin, { route: [{ listing: {} }], summary: planned.summary, date: planned.date })).status).toBe(400);
  });

  it('is for admins only', async () => {
    const payload = { route: planned.route, summary: planned.summary, date: planned.date };
    expect((await generate((await makeUser()).token, payload)).status).toBe(403);
    expect((await generate('', payload)).status).toBe(401);
  });
});
