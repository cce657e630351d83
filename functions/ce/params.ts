import * as z from 'zod';

/** `{id}` of a class, a session or an attendance: short, never a key of its own. */
export const idParams = z.object({ id: z.string().min(1).max(200) });
