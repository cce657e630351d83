import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// Leaflet's script and stylesheet, inlined in the route map page (D-132). A Lambda bundle
// has them beside it (copied by `afterBundlingCommands` in infra/stacks/function.ts); run
// from source (tests, `npm start`, CDK synth) they are read from the npm package.

export const LEAFLET_FILES = ['dist/leaflet.js', 'dist/leaflet.css'] as const;

export interface MapAssets {
  leafletJs: string;
  leafletCss: string;
}

function readLeaflet(file: (typeof LEAFLET_FILES)[number]): string {
  const beside = fileURLToPath(new URL(file.slice('dist/'.length), import.meta.url));
  const path = existsSync(beside) ? beside : createRequire(import.meta.url).resolve(`leaflet/${file}`);
  return readFileSync(path, 'utf8');
}

let cached: MapAssets | undefined;

/** Read once per container: 160 KB that never change. */
export function readMapAssets(): MapAssets {
  cached ??= { leafletJs: readLeaflet(LEAFLET_FILES[0]), leafletCss: readLeaflet(LEAFLET_FILES[1]) };
  return cached;
}

/**
 * The map page's fixed script: it draws the stops from the JSON block beside it. Kept
 * constant (the route is data, never script) so its hash can be allowed in the site's
 * Content-Security-Policy, which a page opened from a Blob URL inherits.
 */
export const MAP_SCRIPT = `
(function () {
  var data = JSON.parse(document.getElementById('route-data').textContent);
  var map = L.map('map');
  L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', {
    maxZoom: 19,
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
  }).addTo(map);
  var points = data.stops.map(function (stop) { return [stop.latitude, stop.longitude]; });
  if (data.start) points.unshift([data.start.latitude, data.start.longitude]);
  L.polyline(points, { color: '#1c4f82', weight: 4, opacity: 0.8 }).addTo(map);
  function line(tag, text) { var el = document.createElement(tag); el.textContent = text; return el; }
  if (data.start) {
    L.circleMarker([data.start.latitude, data.start.longitude], { radius: 9, color: '#2b8a3e', fillColor: '#2b8a3e', fillOpacity: 1 })
      .bindPopup(line('strong', data.start.label)).addTo(map);
  }
  data.stops.forEach(function (stop, index) {
    var icon = L.divIcon({ className: 'stop-icon', html: String(index + 1), iconSize: [28, 28], iconAnchor: [14, 14], popupAnchor: [0, -14] });
    var box = document.createElement('div');
    box.append(line('strong', (index + 1) + '. ' + stop.address), line('div', stop.visit), line('div', stop.window), line('div', stop.agent));
    L.marker([stop.latitude, stop.longitude], { icon: icon, title: (index + 1) + '. ' + stop.address, alt: 'Stop ' + (index + 1) }).bindPopup(box).addTo(map);
  });
  map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 15 });
})();
`;

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The CSP sources that allow the map page's two inline scripts (infra/security-headers.ts). */
export function mapScriptHashes(): string[] {
  return [hashOf(readMapAssets().leafletJs), hashOf(MAP_SCRIPT)];
}
