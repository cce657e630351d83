import { routeMessages, type GenerateMapRequest } from '#shared/route-planner.js';
import { ApiError } from '../../api';
import { generateMap } from './route-planner-api';

/** How long the map's Blob URL lives: long enough for the new tab to load it. */
const BLOB_LIFETIME_MS = 60_000;

/**
 * Generate Map: the tab is opened at the click (a tab opened after an await can be
 * taken for a pop-up and blocked), then sent to the page once the server made it.
 */
export async function openRouteMap(body: GenerateMapRequest): Promise<void> {
  if (body.route.length === 0) throw new ApiError(routeMessages.noRouteToMap, 0);
  const tab = window.open('', '_blank');
  try {
    const html = await generateMap(body);
    const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
    setTimeout(() => URL.revokeObjectURL(url), BLOB_LIFETIME_MS);
    if (tab) tab.location.href = url;
    else window.open(url, '_blank');
  } catch (caught) {
    tab?.close();
    throw caught;
  }
}
