import { createHash, randomBytes, randomUUID } from 'node:crypto';

export const newId = () => randomUUID();

/** A 256-bit secret for links and cookies, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What is stored of a secret that grants access: its hash, never the secret. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
