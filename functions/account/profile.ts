import type * as z from '#shared/zod.js';
import type { UpdateInfoReply, updateInfoSchema } from '#shared/account.js';
import type { Deps } from '../deps.js';
import { conflict, notFound } from '../errors.js';
import { emailVerificationParts } from '../data/auth-email-verifications.js';
import { sendPhoneCode } from '../data/auth-phone-codes.js';
import { enforceRateLimit } from '../data/rate-limits.js';
import { requireRecentSignIn, type SignedInUser } from '../data/auth-recent-sign-in.js';
import { agentLicenseParts } from '../data/user-licenses.js';
import { agentWordParts } from '../data/user-words.js';
import { agentPhotoFileKey } from '../data/keys.js';
import { saveWithLicense, setPhoto, updateProfileUpdate } from '../data/user-changes.js';
import { claimMessages, findUser, findUserByLicense, findUserByPhone, getUser, isEmailClaimed, photoUrl, toCurrentUser, type UserItem } from '../data/users.js';
import { filesOf } from '../integrations/files.js';
import { imageExtensions, readImage } from '../integrations/images.js';

/**
 * POST /api/update-info: names, company and biography change at once; a new email or
 * phone waits for its link or code (product/rules.md, issue "Profile"), after a recent sign-in.
 */
export async function updateInfo(deps: Deps, auth: SignedInUser, input: z.output<typeof updateInfoSchema>, ip: string): Promise<UpdateInfoReply> {
  const { db, config } = deps;
  const now = deps.now();
  const user = auth.user;
  const isNewEmail = input.email !== user.email;
  const isNewPhone = input.phone !== user.phone;
  if (isNewEmail || isNewPhone) requireRecentSignIn(auth, now);
  if (isNewEmail && (await isEmailClaimed(db, input.email))) throw conflict(claimMessages.email);
  if (isNewPhone && (await findUserByPhone(db, input.phone))) throw conflict(claimMessages.phone);
  const license = input.license_number || undefined;
  if (license && license !== user.license_number && (await findUserByLicense(db, license))) throw conflict(claimMessages.license);

  const fields = {
    first_name: input.first_name,
    last_name: input.last_name,
    company: input.company,
    bio: input.bio,
    license_number: license,
    ...(isNewEmail ? { pending_email: input.email } : {}),
    ...(isNewPhone ? { pending_phone: input.phone } : {}),
  };
  const parts = [
    updateProfileUpdate(db, user.id, fields, now),
    ...agentLicenseParts(db, { ...user, user_id: user.id }, { ...user, ...fields, user_id: user.id }),
    ...agentWordParts(db, user, { ...user, first_name: fields.first_name, last_name: fields.last_name }),
  ];
  if (isNewEmail) {
    await enforceRateLimit(deps, 'emailChange', ip, `user:${user.id}`, `email:${input.email}`);
    parts.push(...emailVerificationParts(db, config, user.id, { first_name: input.first_name, email: input.email }, now));
  }
  if (isNewPhone) {
    await enforceRateLimit(deps, 'sendCode', ip, `user:${user.id}`, `phone:${input.phone}`);
    await saveWithLicense(db, user.id, license, parts, () => sendPhoneCode(db, config, user.id, input.phone, deps.now(), parts));
  } else {
    await saveWithLicense(db, user.id, license, parts);
  }
  const saved = await getUser(db, user.id);
  return {
    user: toCurrentUser(saved),
    ...(isNewEmail ? { pending_email: input.email } : {}),
    ...(isNewPhone ? { pending_phone: input.phone } : {}),
  };
}

/** POST /api/agent/upload-photo: stores the photo and points the profile at it. */
export async function uploadPhoto(deps: Deps, user: UserItem, file: { bytes: Buffer } | undefined): Promise<{ url: string | null }> {
  const image = await readImage(file);
  const now = deps.now();
  const key = agentPhotoFileKey(user.id, now, imageExtensions[image.type]);
  await filesOf(deps).put(key, image.bytes, image.type);
  await setPhoto(deps.db, user.id, key, now);
  return { url: photoUrl({ id: user.id, photo_key: key, photo_updated_at: now.toISOString() }) };
}

/** GET /api/agent/photo/{id}: an agent's photo, for that agent and for admins. */
export async function readPhoto(deps: Deps, viewer: UserItem, userId: string): Promise<{ bytes: Buffer; type: string }> {
  const owner = viewer.id === userId ? viewer : viewer.is_admin ? await findUser(deps.db, userId) : undefined;
  if (!owner?.photo_key) throw notFound('No photo');
  const { bytes, contentType } = await filesOf(deps).get(owner.photo_key);
  return { bytes, type: contentType };
}
