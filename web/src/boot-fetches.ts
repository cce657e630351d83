// The GETs a page's boot script started before the app's scripts had arrived (D-181): the
// app takes each answer once instead of asking again, so a page's data is on its way while
// the JavaScript downloads. They belong to the first page view only: main.tsx forgets those
// left once the visitor moves on, so a later visit to that page asks afresh.
import { PAGE_BOOT_FETCHES } from '#shared/page-boot.js';

type Started = Record<string, Promise<Response> | undefined>;

const started = (): Started | undefined => (globalThis as Record<string, unknown>)[PAGE_BOOT_FETCHES] as Started | undefined;

/** The boot script's answer for a GET of `path`, once; undefined when it did not start one. */
export function takeBootFetch(path: string): Promise<Response> | undefined {
  const fetches = started();
  const request = fetches?.[path];
  if (request) delete fetches[path];
  return request;
}

/** After the first page view: what was not taken would be stale. */
export function forgetBootFetches(): void {
  const fetches = started();
  if (fetches) for (const path of Object.keys(fetches)) delete fetches[path];
}
