// After `vite build` (client) and `vite build --ssr src/entry-server.tsx` (the renderer):
// writes each page's own HTML into web/dist (issue 14 points 3 and 5, D-150 to D-152).
// Every listed page gets its title and description; the public ones are rendered to HTML
// with the business details and FAQ they print, so the first paint needs no JavaScript;
// each page's chunks and styles are announced in its head so they load beside the entry;
// a rendered page inlines its critical CSS and fetches its scripts after the first paint (D-171).
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseConfig } from '../functions/config.js';
import type { BusinessInfo } from '#shared/settings.js';
import { bootFetchesOf, pageHtmlPath, pageTitle, SHELL_HTML, SITE_PAGES, type SitePage } from '#shared/site-pages.js';
import { escapeAttribute, escapeJson, escapeText } from './prerender-escape.js';
import { chunksOf, PAGE_MODULES, type Manifest } from './prerender-chunks.js';
import { deferScripts } from './prerender-boot.js';

const web = fileURLToPath(new URL('.', import.meta.url));
const dist = join(web, 'dist');
const ssrDir = join(web, '.ssr');

// The same settings the API answers /api/business-info with (the build's environment, as for
// `npm run deploy`, or the defaults); the browser fetches them again and keeps the answer.
const config = parseConfig({ ...process.env, APP_URL: process.env.APP_URL ?? 'http://localhost:3000' });
const info: BusinessInfo = {
  name: config.BUSINESS_NAME,
  phone: config.BUSINESS_PHONE,
  email: config.BUSINESS_EMAIL,
  license: config.BUSINESS_LICENSE,
  time_zone: config.BUSINESS_TIME_ZONE,
  // Rendered as production: what is only for a local stack appears once the fetch says so.
  is_production: true,
};

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const { renderPage } = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as {
  renderPage: (path: string, info: BusinessInfo) => Promise<string>;
};

function pageHtml(page: SitePage | undefined, body?: { html: string; pattern: string }): string {
  let html = template;
  if (page) {
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(pageTitle(page, info.name))}</title>`);
    html = html.replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeAttribute(page.description)}$2`);
    const { scripts, styles } = chunksOf(manifest, PAGE_MODULES[page.segment] ?? []);
    const links = [
      ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...scripts.filter((file) => !html.includes(`/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    html = html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
  }
  if (body) {
    // Data, not script: the CSP's script-src does not apply, and business-info.ts reads it.
    const data = `<script type="application/json" id="business-info">${escapeJson(JSON.stringify(info))}</script>`;
    html = html.replace('<div id="root"></div>', `${data}\n    <div id="root" data-prerendered="${escapeAttribute(body.pattern)}">${body.html}</div>`);
  }
  return html;
}

function write(path: string, html: string) {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), html);
}

// The shell first: it is the template, and index.html becomes the home page.
write(SHELL_HTML, pageHtml(undefined));
for (const page of SITE_PAGES) {
  const pattern = page.prerender;
  // Parameters get a stand-in: the page's first render (loading) does not show them.
  const body = pattern ? { html: await renderPage(pattern.replace(/:[a-zA-Z]+/g, 'link'), info), pattern } : undefined;
  const html = pageHtml(page, body);
  const { fetches, adminFetches, afterFetches } = bootFetchesOf(page);
  write(pageHtmlPath(page), body ? await deferScripts(html, dist, fetches, adminFetches, afterFetches) : html);
}
rmSync(ssrDir, { recursive: true, force: true });
console.log(`Wrote ${SITE_PAGES.length} pages (${SITE_PAGES.filter((page) => page.prerender).length} rendered) and ${SHELL_HTML} into web/dist.`);
