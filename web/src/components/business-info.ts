import { useSyncExternalStore } from 'react';
import type { BusinessInfo } from '#shared/settings.js';
import { api, ApiError } from '../api';

export type BusinessInfoState =
  | { status: 'loading' }
  | {
      status: 'ready';
      info: BusinessInfo;
      /**
       * The details the build rendered the page with, not yet confirmed by the fetch: right for
       * the name and phone, a guess for `is_production` (rendered as true, D-150).
       */
      isFromBuild?: boolean;
      /** The fetch that was to confirm them failed (the page keeps what it shows). */
      checkError?: string;
    }
  | { status: 'error'; message: string };

// Fetched once per page load and shared by every page: the name, phone, email and
// licence printed on the site come from configuration, never from the bundle.
const FALLBACK = 'Could not load our contact details.';
/** The id of the JSON the build puts in a prerendered page (web/prerender.ts): what it was rendered with. */
export const EMBEDDED_BUSINESS_INFO_ID = 'business-info';
let state: BusinessInfoState = readEmbedded() ?? { status: 'loading' };
/** What the page's HTML was rendered with: hydration starts from it even when the fetch has already answered. */
let renderedState = state;
let started = false;
const listeners = new Set<() => void>();

function setState(next: BusinessInfoState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * A prerendered page carries the details it was rendered with, so hydration starts from
 * them (and matches the HTML); the fetch below still runs and has the last word.
 */
function readEmbedded(): BusinessInfoState | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(EMBEDDED_BUSINESS_INFO_ID)?.textContent;
  if (!text) return undefined;
  try {
    return { status: 'ready', info: JSON.parse(text) as BusinessInfo, isFromBuild: true };
  } catch {
    return undefined;
  }
}

/** For the build's renderer (web/src/entry-server.tsx): the details to render with. */
export function setBusinessInfoForRender(info: BusinessInfo): void {
  state = { status: 'ready', info, isFromBuild: true };
  renderedState = state;
  started = true;
}

/** Starts the fetch (idempotent); main.tsx calls it so it runs beside the first page's chunk. */
export function loadBusinessInfo(): void {
  if (started) return;
  started = true;
  // zod (about 20 KB gzip) loads beside the request rather than in the entry chunk every first visit waits for.
  const schema = import('#shared/settings.js').then((module) => module.businessInfoSchema);
  const fail = (message: string) => {
    started = false; // so that "Try again" fetches again
    // A page rendered at build time keeps the details it shows rather than trading them for an error.
    if (state.status !== 'ready') setState({ status: 'error', message });
    else if (state.isFromBuild) setState({ ...state, checkError: message });
  };
  Promise.all([api('/api/business-info', { fallbackError: FALLBACK }), schema]).then(
    ([reply, businessInfoSchema]) => {
      const parsed = businessInfoSchema.safeParse(reply);
      if (parsed.success) setState({ status: 'ready', info: parsed.data });
      else fail(FALLBACK);
    },
    (error: unknown) => fail(error instanceof ApiError ? error.message : FALLBACK),
  );
}

export function retryBusinessInfo(): void {
  setState({ status: 'loading' });
  loadBusinessInfo();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // After a failure only "Try again" fetches again, not every component that mounts.
  if (state.status === 'loading') loadBusinessInfo();
  return () => listeners.delete(listener);
}

export function useBusinessInfoState(): BusinessInfoState {
  // The third: what the HTML was rendered with, for the build's render and for hydration;
  // React renders again with the fetched details right after.
  return useSyncExternalStore(subscribe, () => state, () => renderedState);
}

/** The business info once loaded, else undefined (callers show a placeholder). */
export function useBusinessInfo(): BusinessInfo | undefined {
  const current = useBusinessInfoState();
  return current.status === 'ready' ? current.info : undefined;
}

/** The site's title area (product/portal.md §1): "{name} - Greater Houston". */
export const siteTitle = (name: string) => `${name} - Greater Houston`;
