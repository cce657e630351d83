import { beforeAll, describe, it } from 'vitest';
import { handler as postUpdateInfo } from '#functions/account/post-update-info.js';
import { rateRules } from '#functions/data/rate-limits.js';
import { createSession } from '#functions/data/auth-sessions.js';
import { getDeps } from '#functions/deps.js';
import { call, makeUser, provisionTestTable } from '#test/support/api.js';
import { expectLimit, fromIp, newIp, testClock } from '#test/support/limits.js';

// A new email or phone on the profile sends a link or a code to an address nobody has proven
// yet: the limits per account, per address and per destination (docs/security.md "Sessions,
// limits, codes and links"). Each request signs in anew, as a change needs a recent sign-in.

beforeAll(provisionTestTable);

const clock = testClock();
let n = 0;

async function changeTo(change: { email?: string; phone?: string }, ip: string, who?: Awaited<ReturnType<typeof makeUser>>['user']) {
  const user = who ?? (await makeUser()).user;
  const { token } = await createSession(getDeps().db, user.id, clock.now());
  const body = { first_name: user.first_name, last_name: user.last_name, email: change.email ?? user.email, phone: change.phone ?? user.phone, company: 'Heights Realty', bio: '' };
  return call(clock.on(postUpdateInfo), 'POST /api/update-info', { body, token, headers: fromIp(ip) });
}

const newEmail = () => `moved${(n += 1)}@example.com`;

describe('changing the email', () => {
  it('per account', async () => {
    const { user } = await makeUser();
    await expectLimit(clock, rateRules.emailChange.perSubject, `user:${user.id}`, () => changeTo({ email: newEmail() }, newIp(), user));
  });

  it('per destination address, whichever accounts ask, over a day', async () => {
    const target = newEmail();
    await expectLimit(clock, rateRules.emailChange.perTarget, `email:${target}`, () => changeTo({ email: target }, newIp()));
  });

  it('per address', async () => {
    const ip = newIp();
    await expectLimit(clock, rateRules.emailChange.perIp, `ip:${ip}`, () => changeTo({ email: newEmail() }, ip));
  });
});

describe('changing the phone (a code is texted to the new number)', () => {
  it('per number texted, whichever accounts ask, over a day', async () => {
    const target = `28155507${String((n += 1) % 100).padStart(2, '0')}`;
    await expectLimit(clock, rateRules.sendCode.perTarget, `phone:${target}`, () => changeTo({ phone: target }, newIp()));
  });

  it('per account', async () => {
    const { user } = await makeUser();
    const numbers = () => `28155508${String((n += 1) % 100).padStart(2, '0')}`;
    await expectLimit(clock, rateRules.sendCode.perSubject, `user:${user.id}`, () => changeTo({ phone: numbers() }, newIp(), user));
  });
});
