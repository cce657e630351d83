// Session limits (product/platform.md §6; the reasoning is in docs/decisions/).

/** A session unused this long ends. */
export const SESSION_IDLE_HOURS = 72;
/** A session ends this long after sign-in, used or not. */
export const SESSION_ABSOLUTE_HOURS = 30 * 24;
/** The cookie that carries the session token. */
export const SESSION_COOKIE = 'sid';
