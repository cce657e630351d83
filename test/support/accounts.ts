import { hashPassword } from '../../functions/auth/passwords.js';
import { makeUser } from './api.js';

/** An approved agent that signs in with `password` (hashing once per file keeps tests fast). */
export async function makeAgentWithPassword(password: string, overrides: Parameters<typeof makeUser>[0] = {}) {
  return makeUser({ password_hash: await hashPassword(password), ...overrides });
}

export const sameSite = { origin: 'http://localhost:3000' };
