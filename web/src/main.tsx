// Only the components the site uses (web/mantine-styles.ts, D-153), not the whole styles.css.
import './styles/mantine.css';
import './styles/global.css';
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchPath, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { loadBusinessInfo } from './components/business-info';
import { routes } from './routes';

// Starts beside the first page's chunk instead of after it: every page prints it.
loadBusinessInfo();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Nothing else may subscribe to the router before <RouterProvider> does (D-195): React Router
// replays a state change that came before its own subscription only when the router had no
// subscriber at all, and a page whose chunk arrived between RouterProvider's render and its
// commit otherwise stayed on "Loading…" for good. AppRoot forgets the boot fetches instead.
const router = createBrowserRouter(routes);
const app = (
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>
);

/**
 * A public page comes rendered by the build (web/prerender.ts, D-150), a signed-in page as its
 * shell (D-182), for its path without a query: it is hydrated once the router has loaded the
 * page's chunk, so the first render is the page and not the loader. Any other visit (a query,
 * another path, a reload of an entry with router state) renders afresh, and over a rendered
 * page only once those chunks are there, so the HTML stays until the app can draw at least as
 * much. A fresh render is a transition: React works in slices instead of one long task
 * (Lighthouse's total blocking time, D-183).
 */
const prerendered = root.dataset.prerendered;
// A reload keeps the history entry's state (React Router's `usr`), which a page may draw.
const hasState = (history.state as { usr?: unknown } | null)?.usr != null;
if (prerendered && !location.search && !hasState && matchPath(prerendered, location.pathname)) {
  // Hydration as a transition too: React hydrates in slices and lets the browser in between,
  // where a plain hydrateRoot ran as one task of 300 ms to 1.5 s on the benchmark's phone (D-212).
  whenInitialized().then(() => startTransition(() => void hydrateRoot(root, <Hydrated>{app}</Hydrated>)));
} else {
  const render = () => startTransition(() => createRoot(root).render(<Hydrated>{app}</Hydrated>));
  if (prerendered) whenInitialized().then(render);
  else render();
}

declare global {
  interface Window {
    /** Set by the page's boot script (shared/page-boot.ts, D-171): submits a form held until hydration. */
    __pageBootRelease?: () => void;
  }
}

/** Once the app is live (effects run after the commit), a form submitted before is submitted again. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => window.__pageBootRelease?.(), []);
  return children;
}

/** Before anything renders, so its subscription ends before RouterProvider's begins. */
function whenInitialized(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
