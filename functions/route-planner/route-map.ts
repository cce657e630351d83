import { formatClock, type GenerateMapRequest, type RouteStop, type RouteSummary } from '#shared/route-planner.js';
import { MAP_SCRIPT, type MapAssets } from './map-assets.js';

// POST /api/route-planner/generate-map (product/outreach.md §7; product/rules.md): one self-contained HTML
// page, Leaflet inlined, OpenStreetMap tiles, numbered stops, the path, each window.
// Every listing field reaches the page as escaped text: in the HTML through escapeHtml,
// in the script as JSON inside a data block whose `<` are escaped, and in the popups
// through textContent, never innerHTML (an MLS export is not ours to trust).

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** JSON that cannot end its <script> block or open a comment, whatever the strings hold. */
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const STYLE = `
html, body { margin: 0; height: 100%; font-family: system-ui, sans-serif; color: #1a1b1e; }
body { display: flex; flex-direction: column; }
header { padding: 8px 16px; border-bottom: 1px solid #ccc; }
h1 { font-size: 1.2rem; margin: 0 0 4px; }
header p { margin: 0; font-size: 0.9rem; }
main { flex: 1; display: flex; min-height: 0; }
#map { flex: 1; min-height: 320px; }
ol { width: 320px; overflow: auto; margin: 0; padding: 8px 8px 8px 36px; border-left: 1px solid #ccc; font-size: 0.9rem; }
li { margin-bottom: 8px; }
@media (max-width: 700px) { main { flex-direction: column; } ol { width: auto; max-height: 40vh; border-left: 0; border-top: 1px solid #ccc; } }
.stop-icon { background: #1c4f82; color: #fff; border: 2px solid #fff; border-radius: 50%; font-weight: 700; font-size: 13px; line-height: 24px; text-align: center; box-shadow: 0 0 3px #000; }
`;

const windowOf = (stop: RouteStop) => `Open ${formatClock(stop.window_start)} to ${formatClock(stop.window_end)}`;
const visitOf = (stop: RouteStop) => `Visit ${formatClock(stop.visit_start)} to ${formatClock(stop.visit_end)}`;

function headline(summary: RouteSummary, date: string): string {
  const stops = `${summary.total_stops} stop${summary.total_stops === 1 ? '' : 's'}`;
  return `${date}: ${stops}, ${summary.total_distance} miles, ${formatClock(summary.start_time)} to ${formatClock(summary.end_time)}`;
}

export function renderRouteMap({ route, summary, date }: GenerateMapRequest & { route: RouteStop[]; summary: RouteSummary }, assets: MapAssets): string {
  const data = {
    start: summary.start_point ? { ...summary.start_point, label: summary.start_point.label ?? 'Start' } : null,
    stops: route.map((stop) => ({
      latitude: stop.latitude,
      longitude: stop.longitude,
      address: stop.listing.address,
      agent: stop.listing.agentName,
      visit: visitOf(stop),
      window: windowOf(stop),
    })),
  };
  const items = route
    .map((stop) => `<li><strong>${escapeHtml(stop.listing.address)}</strong><br>${escapeHtml(visitOf(stop))}<br>${escapeHtml(windowOf(stop))}</li>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`Open-house route for ${date}`)}</title>
<style>${assets.leafletCss}</style>
<style>${STYLE}</style>
</head>
<body>
<header><h1>${escapeHtml(`Open-house route for ${date}`)}</h1><p>${escapeHtml(headline(summary, date))}</p></header>
<main>
<div id="map" role="region" aria-label="Map of the route"></div>
<ol aria-label="Stops in order" tabindex="0">
${items}
</ol>
</main>
<script type="application/json" id="route-data">${inertJson(data)}</script>
<script>${assets.leafletJs}</script>
<script>${MAP_SCRIPT}</script>
</body>
</html>
`;
}
