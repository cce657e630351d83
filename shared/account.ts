import * as z from './zod.js';
import { phoneSchema } from './phone.js';
import { requiredText } from './text.js';

export const accountMessages = {
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 200 characters',
  /** Checked by the functions only (D-217): the list stays out of the browser. */
  passwordTooCommon: 'This password is too common. Please choose another.',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
/** Counted in code points, as zod counts strings: an emoji is one, an accent typed as a combining mark one more. */
export const PASSWORD_MAX_LENGTH = 200;

export const emailSchema = z.pipe(
  z.pipe(
    z.string({ error: 'Email is required' }).check(z.trim(), z.minLength(1, 'Email is required')),
    z.email('Please enter a valid email address'),
  ),
  z.transform((email) => email.toLowerCase()),
);

export const passwordSchema = z
  .string({ error: accountMessages.passwordTooShort })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, accountMessages.passwordTooShort),
    z.maxLength(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong),
  );

/**
 * A Texas real-estate licence number, optional (issue 11 point 7: it lets an admin check the
 * agent against the Commission's file, and makes the agent findable by it in CE and contacts).
 * The Commission's numbers are digits, zero-padded to 6 or 7.
 */
export const licenseNumberSchema = z._default(
  z.string().check(z.trim(), z.regex(/^(\d{4,8})?$/, 'License number must be 4 to 8 digits')),
  '',
);

/** The fields every account has, as the signup form and the CLI take them. */
export const accountFieldsSchema = z.object({
  first_name: requiredText('First name', 100, 'name'),
  last_name: requiredText('Last name', 100, 'name'),
  email: emailSchema,
  phone: phoneSchema,
  company: requiredText('Company', 200, 'plain'),
  license_number: licenseNumberSchema,
});

/** product/portal.md §3 "Current user": what GET /api/update-info answers. */
export const currentUserSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  bio: z.string(),
  company: z.string(),
  /** '' when the agent gave none. */
  license_number: z.string(),
  photo_url: z.nullable(z.string()),
  is_admin: z.boolean(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/session (D-212): the current user, or null when nobody is signed in. */
export const sessionReplySchema = z.object({ user: z.nullable(currentUserSchema) });

/** POST /api/update-info (product/portal.md §7); photo_url is set by the photo upload, not here. */
export const updateInfoSchema = z.extend(accountFieldsSchema, {
  bio: z._default(z.string().check(z.trim(), z.maxLength(2000, 'Biography must be at most 2000 characters')), ''),
  photo_url: z.optional(z.nullable(z.string())),
});

/** POST /api/update-info answers which changes wait for verification. */
export interface UpdateInfoReply {
  user: CurrentUser;
  /** A new email waits for its link to be opened. */
  pending_email?: string;
  /** A new phone waits for the texted code (POST /api/verify-phone). */
  pending_phone?: string;
}

/** POST /api/invite-agent */
export const inviteSchema = z.omit(accountFieldsSchema, { company: true, license_number: true });

/** GET /api/invite/{token}: the fields a signup link pre-fills. */
export interface InviteReply {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  invited_by_name: string;
}

/** product/portal.md §5 image rule, checked in the browser and again on the bytes by the server. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/**
 * The server decodes every upload in full (D-120): far above what the browser sends (it
 * resizes to 1600 pixels) and above a 12-megapixel phone photo, low enough for one Lambda.
 */
export const IMAGE_MAX_SIDE = 10_000;
export const IMAGE_MAX_PIXELS = 16_000_000;
export const imageMessages = {
  type: 'Please upload a valid image file (JPEG, PNG, or WebP)',
  size: 'Image size must be less than 5MB',
  dimensions: 'Images may be at most 10,000 pixels wide or high and 16 megapixels in all',
} as const;
