import * as z from './zod.js';

/**
 * The query of a paged list (issue 16 point 6, D-168): `cursor` is the reply's
 * `next_cursor`, sent back as it came; `limit` how many items (25 when absent, at most
 * 100); `q` a search, from 2 characters, served by the list's word index (D-169).
 */
export const pageQuerySchema = z.object({
  cursor: z.pipe(z.optional(z.string().check(z.trim(), z.maxLength(4096))), z.transform((value) => value || undefined)),
  limit: z._default(
    z.coerce
      .number({ error: 'The limit must be a number.' })
      .check(z.int(), z.minimum(1, 'The limit must be 1 to 100.'), z.maximum(100, 'The limit must be 1 to 100.')),
    25,
  ),
  q: z.pipe(z.optional(z.string().check(z.maxLength(200))), z.transform((value) => value?.trim() || undefined)),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** Beside the spec's fields, every paged reply says where the next page starts (null: none). */
export const nextCursorSchema = z.nullable(z.string());
