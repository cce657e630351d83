import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import { IMAGE_MAX_BYTES, imageMessages, type UpdateInfoReply, type updateInfoSchema } from '#shared/account.js';
import { verifyEmailMessage } from '../auth/messages.js';
import { sendPhoneCode } from '../auth/phone-codes.js';
import { enforceRateLimit } from '../auth/rate-limit.js';
import { requireRecentSignIn } from '../auth/recent-sign-in.js';
import type { Deps } from '../deps.js';
import { emailKey, userKey } from '../data/keys.js';
import { outboxPuts } from '../data/outbox.js';
import { issueToken } from '../data/tokens.js';
import { claimMessages, findUser, findUserByPhone, getUser, photoUrl, toCurrentUser, type UserItem } from '../data/users.js';
import { HttpError } from '../http/errors.js';
import type { SignedIn } from '../http/guards.js';
import { sniffImageType, type UploadedFile } from '../http/multipart.js';
import { filesOf } from '../integrations/files.js';

const EMAIL_LINK_MS = 48 * 3_600_000;

/**
 * POST /api/update-info: names, company and biography change at once; a new email or
 * phone waits for its link or code (DOMAIN, issue "Profile"), after a recent sign-in.
 */
export async function updateInfo(deps: Deps, auth: SignedIn, input: z.output<typeof updateInfoSchema>, ip: string): Promise<UpdateInfoReply> {
  const { db, config } = deps;
  const now = deps.now();
  const user = auth.user;
  const isNewEmail = input.email !== user.email;
  const isNewPhone = input.phone !== user.phone;
  if (isNewEmail || isNewPhone) requireRecentSignIn(auth, now);
  if (isNewEmail && (await db.doc.send(new GetCommand({ TableName: db.table, Key: emailKey(input.email) }))).Item) {
    throw new HttpError(409, claimMessages.email);
  }
  if (isNewPhone && (await findUserByPhone(db, input.phone))) throw new HttpError(409, claimMessages.phone);

  const update = {
    Update: {
      TableName: db.table,
      Key: userKey(user.id),
      UpdateExpression: `SET first_name = :first, last_name = :last, company = :company, bio = :bio, updated_at = :now${
        isNewEmail ? ', pending_email = :email' : ''
      }${isNewPhone ? ', pending_phone = :phone' : ''}`,
      ExpressionAttributeValues: {
        ':first': input.first_name,
        ':last': input.last_name,
        ':company': input.company,
        ':bio': input.bio,
        ':now': now.toISOString(),
        ...(isNewEmail ? { ':email': input.email } : {}),
        ...(isNewPhone ? { ':phone': input.phone } : {}),
      },
    },
  };
  const extra = [];
  if (isNewEmail) {
    const link = issueToken(db, 'EMAIL_VERIFY', { user_id: user.id, email: input.email }, EMAIL_LINK_MS, now);
    extra.push(link.put, ...outboxPuts(db, [verifyEmailMessage(config, { first_name: input.first_name, email: input.email }, link.token)], now));
  }
  if (isNewPhone) {
    await enforceRateLimit(deps, 'sendCode', ip, `user:${user.id}`);
    await sendPhoneCode(deps, user.id, input.phone, [update, ...extra]);
  } else {
    await db.doc.send(new TransactWriteCommand({ TransactItems: [update, ...extra] }));
  }
  const saved = await getUser(db, user.id);
  return {
    user: toCurrentUser(saved),
    ...(isNewEmail ? { pending_email: input.email } : {}),
    ...(isNewPhone ? { pending_phone: input.phone } : {}),
  };
}

const extensions = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/** Checks an uploaded image by its bytes (spec part 1 §5) and answers its real type. */
export function checkImage(file: UploadedFile | undefined): keyof typeof extensions {
  if (!file || file.bytes.length === 0) throw new HttpError(400, imageMessages.type);
  if (file.bytes.length > IMAGE_MAX_BYTES) throw new HttpError(413, imageMessages.size);
  const type = sniffImageType(file.bytes);
  if (!type) throw new HttpError(415, imageMessages.type);
  return type;
}

/** POST /api/agent/upload-photo: stores the photo and points the profile at it. */
export async function uploadPhoto(deps: Deps, user: UserItem, file: UploadedFile | undefined): Promise<{ url: string | null }> {
  const type = checkImage(file);
  const now = deps.now();
  const key = `users/${user.id}/photo-${now.getTime()}.${extensions[type]}`;
  await filesOf(deps).put(key, file!.bytes, type);
  await deps.db.doc.send(
    new UpdateCommand({
      TableName: deps.db.table,
      Key: userKey(user.id),
      UpdateExpression: 'SET photo_key = :key, photo_updated_at = :now, updated_at = :now',
      ExpressionAttributeValues: { ':key': key, ':now': now.toISOString() },
    }),
  );
  return { url: photoUrl({ id: user.id, photo_key: key, photo_updated_at: now.toISOString() }) };
}

/** GET /api/agent/photo/{id}: an agent's photo, for that agent and for admins. */
export async function readPhoto(deps: Deps, viewer: UserItem, userId: string): Promise<{ bytes: Buffer; type: string }> {
  const owner = viewer.id === userId ? viewer : viewer.is_admin ? await findUser(deps.db, userId) : undefined;
  if (!owner?.photo_key) throw new HttpError(404, 'No photo');
  const { bytes, contentType } = await filesOf(deps).get(owner.photo_key);
  return { bytes, type: contentType };
}
