import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';
import type { Listing } from '#shared/open-house.js';
import { formatHours, formatPrice } from './format-open-house';

// Leaflet itself, loaded only by listings-map.tsx's dynamic import: this file and the
// library make their own chunk, so the browser page's first chunk stays small.

export interface ListingsMap {
  /** Draws these listings (those with coordinates) and fits the view to them. */
  show(listings: readonly Listing[]): void;
  /** Highlights a listing's marker and opens its popup; null clears the highlight. */
  select(mls: string | null): void;
  destroy(): void;
}

const TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const PLAIN = { radius: 8, color: '#1c4f82', weight: 2, fillColor: '#3b82c4', fillOpacity: 0.85 };
const CHOSEN = { radius: 12, color: '#7a2e00', weight: 3, fillColor: '#f08c00', fillOpacity: 1 };

/** The popup, built as DOM text: an MLS export's fields are never read as HTML. */
function popupOf(listing: Listing): HTMLElement {
  const box = document.createElement('div');
  const lines = [listing.address, formatPrice(listing.price), formatHours(listing.start_time, listing.end_time), listing.agent_name];
  lines.forEach((text, index) => {
    const line = document.createElement(index === 0 ? 'strong' : 'div');
    line.textContent = text;
    box.append(line);
  });
  return box;
}

/**
 * `onTilesFailed` is called when no tile of the first view could be loaded (no internet, or the
 * tile server refuses): the map then stops asking for tiles, so panning does not add a failed
 * request a tile, and keeps its markers on a plain background.
 */
export function createListingsMap(container: HTMLElement, onSelect: (mls: string) => void, onTilesFailed: () => void): ListingsMap {
  // No scroll-wheel zoom (the page scrolls past the map); on phones one finger scrolls the page, not the map.
  const map = L.map(container, { scrollWheelZoom: false, dragging: !L.Browser.mobile, zoomSnap: 0.5 });
  const tiles = L.tileLayer(TILES, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(map);
  let loadedTiles = 0;
  tiles.on('tileload', () => loadedTiles++);
  // 'load': every tile of the view has loaded or failed. Removed after Leaflet's handler has
  // returned: it reads the layer's map right after firing the event.
  tiles.once('load', () => {
    if (loadedTiles > 0) return;
    setTimeout(() => {
      if (map.hasLayer(tiles)) map.removeLayer(tiles);
      onTilesFailed();
    });
  });
  const layer = L.featureGroup().addTo(map);
  // One canvas for every marker: thousands of SVG circles make the page slow to pan and scroll.
  const renderer = L.canvas({ padding: 0.5 });
  let markers = new Map<string, L.CircleMarker>();
  let chosen: string | null = null;

  const paint = (mls: string | null, style: typeof PLAIN) => (mls ? markers.get(mls)?.setStyle(style).setRadius(style.radius) : undefined);

  const select = (mls: string | null) => {
    paint(chosen, PLAIN);
    chosen = mls;
    const marker = paint(mls, CHOSEN);
    if (!marker) return;
    marker.bringToFront().openPopup();
    map.panTo(marker.getLatLng());
  };

  return {
    show(listings) {
      // Pages arrive one after another (D-201): markers already drawn stay, so the map does not
      // flicker or jump under the reader; the view fits the listings only when the map was empty.
      const wasEmpty = markers.size === 0;
      const next = new Map<string, L.CircleMarker>();
      for (const listing of listings) {
        if (!listing.routable || listing.lat === null || listing.lng === null) continue;
        const drawn = markers.get(listing.mls_number);
        if (drawn) {
          next.set(listing.mls_number, drawn);
          continue;
        }
        const marker = L.circleMarker([listing.lat, listing.lng], { ...PLAIN, renderer }).bindPopup(popupOf(listing));
        marker.on('click', () => onSelect(listing.mls_number));
        marker.addTo(layer);
        next.set(listing.mls_number, marker);
      }
      for (const [mls, marker] of markers) if (!next.has(mls)) layer.removeLayer(marker);
      markers = next;
      if (wasEmpty && markers.size > 0) map.fitBounds(layer.getBounds(), { padding: [24, 24], maxZoom: 15 });
      // A chosen listing that passed the new filters stays highlighted.
      if (!paint(chosen, CHOSEN)) chosen = null;
    },
    select,
    destroy() {
      map.remove();
    },
  };
}
