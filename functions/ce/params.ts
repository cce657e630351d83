import * as z from '#shared/zod.js';

/** `{id}` of a class, a session or an attendance: short, never a key of its own. */
export const idParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) });
