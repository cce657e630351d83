import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getVerifyEmail } from '#functions/auth/get-verify-email.js';
import { handler as postSendPhoneCode } from '#functions/auth/post-send-phone-code.js';
import { handler as postSetupAuth } from '#functions/auth/post-setup-auth.js';
import { handler as postSignup } from '#functions/auth/post-signup.js';
import { handler as postVerifyPhone } from '#functions/auth/post-verify-phone.js';
import { rateRules } from '#functions/data/rate-limits.js';
import { call, cookiePair, lastMessageTo, linkToken, provisionTestTable } from '#test/support/api.js';
import { expectLimit, fromIp, newIp, testClock } from '#test/support/limits.js';

// The limits on texting a phone code and on checking one (docs/security.md "Sessions, limits,
// codes and links"): each text costs money and is what SMS pumping is after.

beforeAll(provisionTestTable);

const clock = testClock();
let people = 0;

/** A signup whose email link was opened, with its password chosen (which texts the first code). */
async function signupAwaitingCode() {
  const n = (people += 1);
  const ip = newIp();
  const email = `code.limits${n}@example.com`;
  const phone = `83255502${String(n).padStart(2, '0')}`;
  const body = { first_name: 'Rosa', last_name: 'Limits', email, phone, company: 'Bayou City Realty', smsConsent: true };
  const signup = await call(clock.on(postSignup), 'POST /api/signup', { body, headers: fromIp(ip) });
  expect(signup.status, JSON.stringify(signup.json)).toBe(200);
  const link = linkToken((await lastMessageTo(email)).text, '/verify-email/');
  const userId = signup.json.user_id as string;
  /** The continuation lives an hour; opening the link again (48 hours) renews it, as the page asks. */
  const openLink = async () => {
    const opened = await call(clock.on(getVerifyEmail), `GET /api/verify-email/${link}`, { headers: fromIp(ip) });
    expect(opened.status, JSON.stringify(opened.json)).toBe(200);
    return cookiePair(opened.cookies[0]);
  };
  const setup = await call(clock.on(postSetupAuth), `POST /api/setup-auth/${userId}`, {
    body: { auth_method: 'password', password: 'limits-pass-1' },
    cookies: [await openLink()],
    headers: fromIp(ip),
  });
  expect(setup.status, JSON.stringify(setup.json)).toBe(200);
  return { userId, phone, openLink };
}

const resend = async (person: Awaited<ReturnType<typeof signupAwaitingCode>>, ip: string) =>
  call(clock.on(postSendPhoneCode), 'POST /api/send-phone-code', { body: { user_id: person.userId }, cookies: [await person.openLink()], headers: fromIp(ip) });

const wrongCode = async (person: Awaited<ReturnType<typeof signupAwaitingCode>>, ip: string) =>
  call(clock.on(postVerifyPhone), 'POST /api/verify-phone', { body: { user_id: person.userId, code: '000000' }, cookies: [await person.openLink()], headers: fromIp(ip) });

describe('texting a phone code', () => {
  it('sends five an hour to one account, then 429 until the next hour', async () => {
    clock.startOfWindow(rateRules.sendCode.perSubject);
    const person = await signupAwaitingCode();
    const ip = newIp();
    // The first code went with the chosen password: four more this hour.
    for (let i = 0; i < 4; i++) expect((await resend(person, ip)).status).toBe(200);
    expect((await resend(person, ip)).status).toBe(429);
    clock.move(59);
    expect((await resend(person, ip)).status).toBe(429);
    clock.move(1);
    expect((await resend(person, ip)).status).toBe(200);
  });

  it('per account', async () => {
    const person = await signupAwaitingCode();
    await expectLimit(clock, rateRules.sendCode.perSubject, `user:${person.userId}`, () => resend(person, newIp()));
  });

  it('per phone number, over a day', async () => {
    const person = await signupAwaitingCode();
    await expectLimit(clock, rateRules.sendCode.perTarget, `phone:${person.phone}`, () => resend(person, newIp()));
  });

  it('per address', async () => {
    const ip = newIp();
    await expectLimit(clock, rateRules.sendCode.perIp, `ip:${ip}`, async () => resend(await signupAwaitingCode(), ip));
  });
});

describe('checking a phone code', () => {
  it('per account', async () => {
    const person = await signupAwaitingCode();
    await expectLimit(clock, rateRules.checkCode.perSubject, `user:${person.userId}`, () => wrongCode(person, newIp()));
  });

  it('per address', async () => {
    const ip = newIp();
    await expectLimit(clock, rateRules.checkCode.perIp, `ip:${ip}`, async () => wrongCode(await signupAwaitingCode(), ip));
  });
});
