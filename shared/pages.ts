import * as z from 'zod';

/**
 * The query of a paged list (issue 16 point 6, D-168): `cursor` is the reply's
 * `next_cursor`, sent back as it came; `limit` how many items (25 when absent, at most
 * 100); `q` a search, from 2 characters, served by the list's word index (D-169).
 */
export const pageQuerySchema = z.object({
  cursor: z.string().trim().max(4096).optional().transform((value) => value || undefined),
  limit: z.coerce.number({ error: 'The limit must be a number.' }).int().min(1, 'The limit must be 1 to 100.').max(100, 'The limit must be 1 to 100.').default(25),
  q: z.string().max(200).optional().transform((value) => value?.trim() || undefined),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** A paged list with no search box: the cursor and the limit only. */
export const cursorQuerySchema = pageQuerySchema.omit({ q: true });

/** Beside the spec's fields, every paged reply says where the next page starts (null: none). */
export const nextCursorSchema = z.string().nullable();
