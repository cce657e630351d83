/**
 * CloudFront Function (viewer request, default behavior only): a path without a file
 * extension is a page of the SPA, so it gets /index.html and the router takes over.
 * Done here rather than with distribution-wide error responses, which would also turn
 * the API's 404s and 403s into index.html.
 */
export const spaFallbackCode = `
function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
`.trim();
