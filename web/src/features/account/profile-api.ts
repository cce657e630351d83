import type * as z from '#shared/zod.js';
import type { UpdateInfoReply, updateInfoSchema } from '#shared/account.js';
import type { VerifyPhoneReply } from '#shared/auth.js';
import { api } from '../../api';

// /update-info calls (product/portal.md §7, brief "Profile").

export const PROFILE_ERROR = 'Error updating profile.';
export const PHOTO_ERROR = 'Failed to upload photo';

export const updateProfile = (values: z.output<typeof updateInfoSchema>) =>
  api<UpdateInfoReply>('/api/update-info', { method: 'POST', body: values, fallbackError: PROFILE_ERROR });

export function uploadPhoto(photo: Blob): Promise<{ url: string | null }> {
  const body = new FormData();
  body.append('photo', photo, photo.type === 'image/webp' ? 'photo.webp' : 'photo.jpg');
  return api('/api/agent/upload-photo', { method: 'POST', body, fallbackError: PHOTO_ERROR });
}

/** The code texted to a new phone number; the number changes once it matches. */
export const verifyNewPhone = (userId: string, code: string) =>
  api<VerifyPhoneReply>('/api/verify-phone', { method: 'POST', body: { user_id: userId, code }, fallbackError: PROFILE_ERROR });

/** Texts the code for the new number again. */
export const resendNewPhoneCode = (userId: string) =>
  api<{ phone_hint: string }>('/api/send-phone-code', { method: 'POST', body: { user_id: userId }, fallbackError: PROFILE_ERROR });
