// Apart from the auth messages so that the stack's own limits (functions/http/misses.ts)
// do not bundle every sign-in schema into every function.

/** What a caller that is over a rate limit reads (429). */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
