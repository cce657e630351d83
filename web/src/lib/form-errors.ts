import type * as z from '#shared/zod.js';

/** Field name → the first message the shared schema gives for it (product/portal.md §5 wording). */
export type FieldErrors = Partial<Record<string, string>>;

export type FormCheck<S extends z.ZodMiniType> = { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors };

/**
 * Runs a shared zod schema on a form's values: the same rule and message the server
 * applies (docs/style.md "One schema, both sides"), one message per field.
 */
export function checkForm<S extends z.ZodMiniType>(schema: S, values: unknown): FormCheck<S> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The first field, in form order, that has a message: where focus goes after a failed submit. */
export function firstInvalidField(order: readonly string[], errors: FieldErrors): string | undefined {
  return order.find((field) => errors[field]);
}
