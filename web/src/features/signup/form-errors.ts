import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

export type Checked<T> = { data: T; errors?: undefined } | { data?: undefined; errors: FieldErrors };

/**
 * Runs a shared schema (the one the server runs, STYLE "One schema, both sides") on
 * a form's values: the parsed data, or the first message per top-level field.
 */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** Moves focus to the first field with an error, so its label and message are read out. */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors, order: readonly string[]): void {
  const first = order.find((field) => errors[field]);
  if (!first || !form) return;
  const input = form.querySelector<HTMLElement>(`[name="${first}"]`);
  input?.focus();
}

/** The server's 400 names the field it refused ({ error, field }); undefined when it does not. */
export function serverField(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('field' in body)) return undefined;
  const { field } = body as { field: unknown };
  return typeof field === 'string' ? field : undefined;
}
