import { beforeAll, describe, expect, it } from 'vitest';
import { handler as postLogin } from '#functions/auth/post-login.js';
import { handler as postGenerate } from '#functions/auth/post-qr-login-generate.js';
import { handler as postResetPassword } from '#functions/auth/post-reset-password.js';
import { handler as postSignup } from '#functions/auth/post-signup.js';
import { rateRules } from '#functions/data/rate-limits.js';
import { makeAgentWithPassword } from '#test/support/accounts.js';
import { call, provisionTestTable } from '#test/support/api.js';
import { expectLimit, fromIp, newIp, spend, testClock } from '#test/support/limits.js';

// The limits on signing in, on the emails anyone can have sent (signup, reset) and on starting
// a QR login (docs/security.md "Sessions, limits, codes and links").

beforeAll(provisionTestTable);

const clock = testClock();
let n = 0;
const fresh = () => (n += 1);

const logIn = (phone: string, password: string, ip: string) => call(clock.on(postLogin), 'POST /api/login', { body: { phone, password }, headers: fromIp(ip) });

describe('signing in with a password', () => {
  it('per phone, over fifteen minutes', async () => {
    const { user } = await makeAgentWithPassword('right-pass-1');
    await expectLimit(clock, rateRules.login.perSubject, `phone:${user.phone}`, () => logIn(user.phone, 'wrong-guess', newIp()));
  });

  it("counts each account apart: another phone's guesses do not lock this one out", async () => {
    const { user: target } = await makeAgentWithPassword('right-pass-2');
    const { user: other } = await makeAgentWithPassword('right-pass-3');
    const ip = newIp();
    clock.startOfWindow(rateRules.login.perSubject);
    await spend(rateRules.login.perSubject, `phone:${target.phone}`, rateRules.login.perSubject.limit, clock.now());
    // Even the right password waits for the window: the counter does not know who is guessing.
    expect((await logIn(target.phone, 'right-pass-2', ip)).status).toBe(429);
    expect((await logIn(other.phone, 'right-pass-3', ip)).status).toBe(200);
  });

  it('per address', async () => {
    const ip = newIp();
    await expectLimit(clock, rateRules.login.perIp, `ip:${ip}`, () => logIn(`28155${String(10_000 + fresh()).slice(-5)}`, 'wrong-guess', ip));
  });
});

const signupForm = (k: number, email = `limit.signup${k}@example.com`) => ({
  first_name: 'Lena',
  last_name: 'Limits',
  email,
  phone: `83255503${String(k % 100).padStart(2, '0')}`,
  company: 'Bayou City Realty',
  smsConsent: true,
});
const signUp = (body: ReturnType<typeof signupForm>, ip: string) => call(clock.on(postSignup), 'POST /api/signup', { body, headers: fromIp(ip) });

describe('signing up (each sends a verification email)', () => {
  it('per email address', async () => {
    const email = `limit.same${fresh()}@example.com`;
    // The first creates the account; the next ones are refused as taken (409) until the limit answers 429.
    await expectLimit(clock, rateRules.signup.perSubject, `email:${email}`, () => signUp(signupForm(fresh(), email), newIp()));
  });

  it('per address', async () => {
    const ip = newIp();
    await expectLimit(clock, rateRules.signup.perIp, `ip:${ip}`, () => signUp(signupForm(fresh()), ip));
  });
});

const askReset = (email: string, ip: string) => call(clock.on(postResetPassword), 'POST /api/reset-password', { body: { email }, headers: fromIp(ip) });

describe('asking for a reset link (each sends an email)', () => {
  it('per email address', async () => {
    const { user } = await makeAgentWithPassword('reset-limit-1');
    await expectLimit(clock, rateRules.reset.perSubject, `email:${user.email}`, () => askReset(user.email, newIp()));
  });

  it('per address', async () => {
    const ip = newIp();
    await expectLimit(clock, rateRules.reset.perIp, `ip:${ip}`, () => askReset(`nobody${fresh()}@example.com`, ip));
  });
});

describe('starting a QR login', () => {
  it('per address', async () => {
    const ip = newIp();
    await expectLimit(clock, rateRules.qr.perIp, `ip:${ip}`, () => call(clock.on(postGenerate), 'POST /api/qr-login/generate', { headers: fromIp(ip) }));
  });
});
