import { useId, useState, type ChangeEvent } from 'react';
import type * as z from '#shared/zod.js';
import { ApiError } from '../api';
import { checkForm, type FieldErrors, type FormCheck } from '../lib/form-errors';

// A small form state for the account forms: values, one message per field from the
// shared schema, focus on the first invalid field. Messages carry role="alert" so a
// failed submit is announced even when focus is already in that field.

type Values = Record<string, string>;

export function useForm<V extends Values>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // An id rather than a ref: the whole object is handed to render, where refs may not be read.
  const formId = useId();

  const setValue = (name: keyof V & string, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
  };

  const focusFirstError = (found: FieldErrors) => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    const fields = Array.from(form?.elements ?? []) as HTMLInputElement[];
    // After React has rendered the messages, so the field is announced with its message.
    requestAnimationFrame(() => fields.find((field) => field.name && found[field.name])?.focus());
  };

  const shared = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    errorProps: { role: 'alert' },
  });

  return {
    values,
    setValues,
    errors,
    /** Spread on the <form>: its id (for focusing) and no browser validation bubbles (ours speak the spec). */
    formProps: { id: formId, noValidate: true },
    /** Props for a TextInput / Textarea / PasswordInput. */
    text: (name: keyof V & string) => ({
      ...shared(name),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, event.currentTarget.value),
    }),
    /** Props for a PhoneInput (it hands back the formatted value). */
    phone: (name: keyof V & string) => ({ ...shared(name), onChange: (value: string) => setValue(name, value) }),
    validate<S extends z.ZodMiniType>(schema: S, extra: Record<string, unknown> = {}): FormCheck<S> {
      const result = checkForm(schema, { ...values, ...extra });
      setErrors(result.ok ? {} : result.errors);
      if (!result.ok) focusFirstError(result.errors);
      return result;
    },
    /** A 400 {error, field} about one of this form's fields goes under that field; true when it did. */
    showServerFieldError(error: unknown): boolean {
      const field = error instanceof ApiError ? (error.body as { field?: unknown } | undefined)?.field : undefined;
      if (typeof field !== 'string' || !(field in values)) return false;
      const found = { [field]: (error as ApiError).message };
      setErrors(found);
      focusFirstError(found);
      return true;
    },
    clearErrors: () => setErrors({}),
  };
}
