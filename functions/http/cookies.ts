import { decodeOrUndefined } from '#shared/percent-decoding.js';
import { SESSION_ABSOLUTE_HOURS, SESSION_COOKIE } from '#shared/session.js';
import type { Config } from '../config.js';

/**
 * API Gateway v2 gives cookies as `name=value` strings. A value that does not decode
 * (`sid=%E0%A4%A`) is no cookie: a garbled cookie must not lock its browser out of
 * every page, sign-in included, so the request goes on signed out.
 */
export function readCookie(cookies: string[] | undefined, name: string): string | undefined {
  for (const cookie of cookies ?? []) {
    for (const part of cookie.split(';')) {
      const index = part.indexOf('=');
      if (index > 0 && part.slice(0, index).trim() === name) return decodeOrUndefined(part.slice(index + 1).trim());
    }
  }
  return undefined;
}

const isHttps = (config: Pick<Config, 'APP_URL'>) => new URL(config.APP_URL).protocol === 'https:';

/**
 * `__Host-sid` wherever the site is https: the browser then only takes the cookie
 * Secure, from this very host, for Path=/, so no sibling subdomain or plain-http page
 * can plant or shadow a session (D-112). Plain-http localhost keeps `sid`: browsers
 * refuse a `__Host-` cookie without Secure.
 */
export const sessionCookieName = (config: Pick<Config, 'APP_URL'>) => (isHttps(config) ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

interface CookieOptions {
  maxAgeSeconds: number;
  path?: string;
}

/** HttpOnly, SameSite=Lax, and Secure everywhere but plain-http localhost (product/platform.md §6). */
export function serializeCookie(config: Config, name: string, value: string, options: CookieOptions): string {
  const isSecure = isHttps(config);
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(isSecure ? ['Secure'] : []),
  ].join('; ');
}

export const sessionCookie = (config: Config, token: string) =>
  serializeCookie(config, sessionCookieName(config), token, { maxAgeSeconds: SESSION_ABSOLUTE_HOURS * 3600 });

export const clearSessionCookie = (config: Config) => serializeCookie(config, sessionCookieName(config), '', { maxAgeSeconds: 0 });
