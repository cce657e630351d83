// Apart from the auth messages so that the stack's own limits (functions/http/misses.ts)
// do not bundle every sign-in schema into every function.

/** What a caller that is over a rate limit reads (429). */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** Lambda takes at most 6 MB of request (API Gateway refuses more): the stack refuses it first, saying so. */
export const MAX_REQUEST_BYTES = 6 * 1024 * 1024;
export const REQUEST_TOO_LARGE = `The request is larger than the ${MAX_REQUEST_BYTES / 1024 / 1024} MB limit.`;
