// Only the components the site uses (web/mantine-styles.ts, D-153), not the whole styles.css.
import './styles/mantine.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchPath, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app-providers';
import { loadBusinessInfo } from './components/business-info';
import { routes } from './routes';

// Starts beside the first page's chunk instead of after it: every page prints it.
loadBusinessInfo();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const router = createBrowserRouter(routes);
const app = (
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>
);

/**
 * A public page comes rendered by the build (web/prerender.ts, D-150) for its path without a
 * query: it is hydrated once the router has loaded the page's chunk, so the first render
 * is the page and not the loader. Any other visit (a query, another path) renders afresh.
 */
const prerendered = root.dataset.prerendered;
if (prerendered && !location.search && matchPath(prerendered, location.pathname)) {
  whenInitialized().then(() => hydrateRoot(root, <Hydrated>{app}</Hydrated>));
} else {
  createRoot(root).render(<Hydrated>{app}</Hydrated>);
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
