// A page rendered at build time paints from its HTML alone (D-171): the CSS rules its HTML
// uses are inlined (found by Beasties), the full style sheets load without blocking the paint,
// and the app's scripts are fetched by the fixed boot script (shared/page-boot.ts) after the
// `load` event. Signed-in pages and the shell keep Vite's ordinary head.
import Beasties from 'beasties';
import { PAGE_BOOT_ID, PAGE_BOOT_SCRIPT, type PageBoot } from '#shared/page-boot.js';
import { escapeJson } from './prerender-escape.js';

const SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULEPRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * `html` (a rendered page with Vite's head and the page's links) as a page that defers its
 * scripts; `fetches` are the GETs its boot script starts at once (D-181), `adminFetches` those
 * it starts once the visitor is known to be an admin, `afterFetches` those once `fetches` all answered OK (D-242).
 */
export async function deferScripts(html: string, dist: string, fetches: string[] = [], adminFetches: string[] = [], afterFetches: string[] = []): Promise<string> {
  const entry = SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error("The page's head has no entry script: web/prerender-boot.ts no longer matches Vite's output");
  const modules = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]!);
  let page = html.replace(SCRIPT, '').replace(MODULEPRELOAD, '');
  // Beasties marks the document it processed; the page has no use for the mark.
  page = (await inlineCriticalCss(page, dist)).replace(' data-beasties-container', '');
  // Fetched at once without blocking (a print sheet), switched on by the boot script once
  // loaded; without JavaScript the <noscript> copy applies.
  page = page.replace(
    STYLESHEET,
    (link, href: string) => `<link rel="stylesheet" crossorigin href="${href}" media="print" data-page-style><noscript>${link}</noscript>`,
  );
  const boot: PageBoot = { entry, modules, fetches, ...(adminFetches.length > 0 && { adminFetches }), ...(afterFetches.length > 0 && { afterFetches }) };
  const tail = `<script type="application/json" id="${PAGE_BOOT_ID}">${escapeJson(JSON.stringify(boot))}</script>\n    <script>${PAGE_BOOT_SCRIPT}</script>`;
  return page.replace('</body>', `  ${tail}\n  </body>`);
}

// Only the rules the page's HTML uses go inline; `preload: false` leaves the sheets' links as
// they are (deferScripts makes them non-blocking: Beasties' own ways use inline handlers,
// which the CSP refuses).
const inlineCriticalCss = (html: string, dist: string) =>
  new Beasties({
    path: dist,
    publicPath: '/',
    // Beasties returns before touching the link when this is false; its types omit the value.
    preload: false as unknown as 'body',
    noscriptFallback: false,
    inlineFonts: false,
    pruneSource: false,
    mergeStylesheets: true,
    reduceInlineStyles: false,
    logLevel: 'warn',
  }).process(html);
