import { z } from 'zod';
import { phoneSchema } from './phone.js';

export const accountMessages = {
  passwordTooShort: 'Password must be at least 6 characters',
} as const;

export const PASSWORD_MIN_LENGTH = 6;

const requiredText = (label: string, max = 100) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: accountMessages.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, accountMessages.passwordTooShort)
  .max(200, 'Password must be at most 200 characters');

/** The fields every account has, as the signup form and the CLI take them. */
export const accountFieldsSchema = z.object({
  first_name: requiredText('First name'),
  last_name: requiredText('Last name'),
  email: emailSchema,
  phone: phoneSchema,
  company: requiredText('Company', 200),
});

/** Spec part 1 §3 "Current user": what GET /api/update-info answers. */
export const currentUserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  bio: z.string(),
  company: z.string(),
  photo_url: z.string().nullable(),
  is_admin: z.boolean(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;
