import { beforeAll, describe, expect, it } from 'vitest';
import { handler as getInvite } from '#functions/account/get-invite.js';
import { handler as postInvite } from '#functions/account/post-invite-agent.js';
import { handler as postSignup } from '#functions/auth/post-signup.js';
import { getUser } from '#functions/data/users.js';
import { getDeps } from '#functions/deps.js';
import { sameSite } from '#test/support/accounts.js';
import { call, lastMessageTo, linkToken, makeUser, provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

const invitee = { first_name: 'Lena', last_name: 'Ortiz', email: 'lena.ortiz@example.com', phone: '(346) 555-0177' };

describe('inviting an agent', () => {
  it('emails and texts a signup link that pre-fills the fields and records the inviter', async () => {
    const { user, token } = await makeUser({ first_name: 'Sam' });
    const sent = await call(postInvite, 'POST /api/invite-agent', { body: invitee, token, headers: sameSite });
    expect(sent.json.success).toBe(true);
    const link = linkToken((await lastMessageTo('lena.ortiz@example.com')).text, '/signup\\?invite=');
    expect((await lastMessageTo('3465550177')).text).toContain(`/signup?invite=${link}`);

    const prefill = await call(getInvite, `GET /api/invite/${link}`);
    expect(prefill.json).toEqual({ first_name: 'Lena', last_name: 'Ortiz', email: 'lena.ortiz@example.com', phone: '3465550177', invited_by_name: `Sam ${user.last_name}` });

    const signup = await call(postSignup, 'POST /api/signup', {
      body: { ...invitee, company: 'Ortiz Homes', smsConsent: true, invite_token: link },
      headers: sameSite,
    });
    expect((await getUser(getDeps().db, signup.json.user_id)).invited_by).toBe(user.id);
    // The invitation works once.
    expect((await call(getInvite, `GET /api/invite/${link}`)).status).toBe(404);
  });

  it('refuses to invite someone who already has an account', async () => {
    const { token } = await makeUser();
    const { user: existing } = await makeUser();
    const answer = await call(postInvite, 'POST /api/invite-agent', { body: { ...invitee, email: existing.email }, token, headers: sameSite });
    expect(answer.status).toBe(409);
  });
});
