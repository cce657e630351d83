import { SESSION_ABSOLUTE_HOURS, SESSION_COOKIE } from '#shared/session.js';
import type { Config } from '../config.js';

/** API Gateway v2 gives cookies as `name=value` strings. */
export function readCookie(cookies: string[] | undefined, name: string): string | undefined {
  for (const cookie of cookies ?? []) {
    for (const part of cookie.split(';')) {
      const index = part.indexOf('=');
      if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
    }
  }
  return undefined;
}

interface CookieOptions {
  maxAgeSeconds: number;
  path?: string;
}

/** HttpOnly, SameSite=Lax, and Secure everywhere but plain-http localhost (ARCHITECTURE §6). */
export function serializeCookie(config: Config, name: string, value: string, options: CookieOptions): string {
  const isSecure = new URL(config.APP_URL).protocol === 'https:';
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
  serializeCookie(config, SESSION_COOKIE, token, { maxAgeSeconds: SESSION_ABSOLUTE_HOURS * 3600 });

export const clearSessionCookie = (config: Config) => serializeCookie(config, SESSION_COOKIE, '', { maxAgeSeconds: 0 });
