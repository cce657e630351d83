import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { accountMessages } from '#shared/account.js';
import { getConfig, type Config } from '../config.js';
import { invalid } from '../errors.js';
import { isCommonPassword } from './common-passwords.js';

// scrypt with N=2^17, r=8, p=1 (product/platform.md §6): 128 MiB per hash, so maxmem must be
// above that and the functions that hash need memory to match (routes.ts `memory`).
const PRODUCTION = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } satisfies ScryptOptions;
/**
 * The tests' cost (D-166): the tests and the e2e stack hash dozens of passwords on two
 * shared cores, and what they test is not scrypt. Only with APP_ENV=test on a local
 * endpoint: a deployed function has no AWS_ENDPOINT_URL, so it always pays the full cost.
 */
const TEST = { N: 2 ** 10, r: 8, p: 1, maxmem: PRODUCTION.maxmem } satisfies ScryptOptions;

export function hashCost(config: Pick<Config, 'APP_ENV' | 'AWS_ENDPOINT_URL'> = getConfig()): typeof PRODUCTION {
  return config.APP_ENV === 'test' && config.AWS_ENDPOINT_URL ? TEST : PRODUCTION;
}
const KEY_LENGTH = 32;

/**
 * Hashes at once in one process. A Lambda container serves one request at a time; the local
 * stack serves many, and scrypt runs on libuv's four threads, which also do the file writes
 * (the local journal's fsync): one thread stays free for them (with two, sign-ins on a shared
 * machine got a smaller share of the cores and waited longer, D-166).
 */
const MAX_CONCURRENT_HASHES = 3;
let running = 0;
const waiting: (() => void)[] = [];

async function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  // A finished hash hands its slot straight to the next waiting one.
  if (running < MAX_CONCURRENT_HASHES) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await new Promise((resolve, reject) =>
      scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, params, (error, key) => (error ? reject(error) : resolve(key))),
    );
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** `scrypt$N$r$p$salt$hash`, so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const params = hashCost();
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * The hash of a password someone chose (signup, setup, settings, reset, create-admin): the
 * shared schema has checked its length, and one of the most common passwords is refused
 * here (D-217), on the server only, so the list never ships to the browser.
 */
export async function hashNewPassword(password: string): Promise<string> {
  if (await isCommonPassword(password)) throw invalid(accountMessages.passwordTooCommon, { field: 'password' });
  return hashPassword(password);
}

/** A hash of no one's password at the current cost, so an unknown phone costs what a known one does. */
export function dummyHash(): string {
  const { N, r, p } = hashCost();
  return ['scrypt', N, r, p, 'c2FsdHNhbHRzYWx0c2FsdA==', '3mDWPUPqTgJYDs8hQw0o2pVgG2U6W6bDq0eHqJ8lQ1E='].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PRODUCTION.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
