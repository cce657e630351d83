import { describe, expect, it } from 'vitest';
import { dummyHash, hashCost, hashPassword, verifyPassword } from '#functions/auth/passwords.js';

describe('password hashing cost', () => {
  it('pays the full cost everywhere but the tests on a local endpoint', () => {
    expect(hashCost({ APP_ENV: 'production', AWS_ENDPOINT_URL: undefined }).N).toBe(2 ** 17);
    expect(hashCost({ APP_ENV: 'development', AWS_ENDPOINT_URL: 'http://127.0.0.1:5000' }).N).toBe(2 ** 17);
    // APP_ENV=test alone (a misconfigured deployment) does not lower it: no endpoint, full cost.
    expect(hashCost({ APP_ENV: 'test', AWS_ENDPOINT_URL: undefined }).N).toBe(2 ** 17);
    expect(hashCost({ APP_ENV: 'test', AWS_ENDPOINT_URL: 'http://127.0.0.1:5000' }).N).toBe(2 ** 10);
  });

  it('verifies a hash by the cost written in it, so hashes of either cost keep working', async () => {
    const cheap = await hashPassword('hunter22');
    expect(cheap.split('$')[1]).toBe(String(2 ** 10));
    expect(await verifyPassword('hunter22', cheap)).toBe(true);
    expect(await verifyPassword('hunter23', cheap)).toBe(false);
    expect(dummyHash().split('$')[1]).toBe(String(2 ** 10));
  });
});
