import { beforeAll, describe, expect, it } from 'vitest';
import { agentStatus, createUser, getUser, type NewUser } from '#functions/data/users.js';
import { getDeps } from '#functions/deps.js';
import type { DomainError } from '#functions/errors.js';
import { STATUS_OF } from '#functions/http/stack.js';
import { provisionTestTable } from '#test/support/api.js';

beforeAll(provisionTestTable);

/** How the HTTP stack answers a data function's refusal (data functions throw domain errors, not statuses). */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ status: 200 }),
    (error: DomainError) => ({ status: STATUS_OF[error.kind], message: error.message }),
  );

const base: NewUser = {
  id: 'u-1',
  first_name: 'Ana',
  last_name: 'Lopez',
  email: 'Ana.Lopez@Example.com',
  phone: '7135550111',
  company: 'Heights Realty',
};

describe('createUser', () => {
  it('creates a pending agent with its email lower-cased', async () => {
    const { db, now } = getDeps();
    await createUser(db, base, now());
    const user = await getUser(db, 'u-1');
    expect(user.email).toBe('ana.lopez@example.com');
    expect(agentStatus(user)).toBe('pending');
  });

  it('refuses a second account with the same phone, and creates nothing', async () => {
    const { db, now } = getDeps();
    expect(await refusal(createUser(db, { ...base, id: 'u-2', email: 'other@example.com' }, now()))).toMatchObject({
      status: 409,
      message: 'An account with this phone number already exists.',
    });
    expect(await refusal(getUser(db, 'u-2'))).toMatchObject({ status: 404 });
  });

  it('refuses the same email in another case', async () => {
    const { db, now } = getDeps();
    expect(await refusal(createUser(db, { ...base, id: 'u-3', phone: '7135550112', email: 'ANA.LOPEZ@example.com' }, now()))).toMatchObject({
      status: 409,
      message: 'An account with this email already exists.',
    });
  });

  it('lets exactly one of two simultaneous signups with one phone through', async () => {
    const { db, now } = getDeps();
    const attempts = await Promise.allSettled(
      ['u-4', 'u-5', 'u-6'].map((id) => createUser(db, { ...base, id, phone: '7135550113', email: `${id}@example.com` }, now())),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
  });
});
