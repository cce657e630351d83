// The build's renderer (web/prerender.ts, D-150): a public page to HTML, as the browser's
// first render draws it, so the page paints before any JavaScript has run.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { BusinessInfo } from '#shared/settings.js';
import { AppProviders } from './app-providers';
import { setBusinessInfoForRender } from './components/business-info';
import { routes } from './routes';

export async function renderPage(path: string, info: BusinessInfo): Promise<string> {
  setBusinessInfoForRender(info);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects; only pages render`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders>
      {/* No hydration script: the CSP allows no inline script, and the browser's router loads the page itself. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
