import { pageHtmlPath, SHELL_HTML, SITE_PAGES } from '#shared/site-pages.js';

/** Each listed page's first path segment and the HTML file the build wrote for it. */
const PAGE_FILES = Object.fromEntries(SITE_PAGES.map((page) => [page.segment, `/${pageHtmlPath(page)}`]));

/**
 * CloudFront Function (viewer request, default behavior only): a path without a file
 * extension is a page of the SPA. It gets the HTML the build wrote for its first segment
 * (the page's own title and description, and for a public page its rendered content,
 * shared/site-pages.ts), else the bare shell, and the router takes over. Done here rather
 * than with distribution-wide error responses, which would also turn the API's 404s and
 * 403s into HTML. The local gateway picks the same file (infra/local/page-files.ts).
 */
export const spaFallbackCode = `
var PAGES = ${JSON.stringify(PAGE_FILES)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.split('/').pop();
  if (last.indexOf('.') !== -1) return request;
  var segment = uri.split('/')[1] || '';
  var isPage = Object.prototype.hasOwnProperty.call(PAGES, segment) && (segment !== '' || uri === '/');
  request.uri = isPage ? PAGES[segment] : '/${SHELL_HTML}';
  return request;
}
`.trim();
